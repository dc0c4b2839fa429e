// Wire compatibility with widgets already in use: the open-source notification center 0.24's own API client
// (`@novu/client`) and a socket.io client with its default transports, against a real Herald, from a host page
// origin the server was never told about. The API client runs in Node, where nothing enforces CORS, so it is made
// to behave as a browser does: every call carries the page's Origin, a call that is not "simple" is preceded by a
// preflight that must allow it, and an answer without an allowing `Access-Control-Allow-Origin` fails.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { ApiService } from '@novu/client';
import type { IMessage } from '@novu/shared';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENT, type UnseenCountChanged } from '@herald/protocol';
import { deliveredMessageSchema } from '@herald/protocol/schemas';
import { management, startServer, type TestServer } from './harness.js';

/** A host page's origin that appears in no configuration of the server. */
const HOST_ORIGIN = 'https://shop.host.example';

/** Every field the widget's `IMessage` type declares as required (`@novu/shared` 0.24). */
const WIDGET_MESSAGE_FIELDS = [
  '_id',
  '_templateId',
  '_environmentId',
  '_organizationId',
  '_notificationId',
  '_subscriberId',
  'content',
  'channel',
  'seen',
  'read',
  'lastSeenDate',
  'lastReadDate',
  'createdAt',
  '_feedId',
  'payload',
] as const satisfies readonly (keyof IMessage)[];

interface Preflight {
  method: string;
  path: string;
}

/** Headers a browser may send cross-origin without asking first (the Fetch standard's CORS-safelisted ones). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language']);

function allows(header: string | null | undefined): boolean {
  return header === '*' || header === HOST_ORIGIN;
}

/** Makes the API client's requests obey CORS as a browser on HOST_ORIGIN would, and records the preflights. */
function asBrowserOnHostPage(client: ApiService): Preflight[] {
  const preflights: Preflight[] = [];
  const axios = (client as unknown as { httpClient: { axiosClient: AxiosInstance } }).httpClient.axiosClient;
  axios.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    const url = new URL(axios.getUri(config));
    const method = (config.method ?? 'get').toUpperCase();
    const headers = Object.keys(config.headers.toJSON())
      .map((name) => name.toLowerCase())
      .filter((name) => !SAFELISTED.has(name) && name !== 'content-type');
    // axios sends objects as JSON, which is not a simple content type.
    if (config.data !== undefined) headers.push('content-type');
    const simpleMethod = ['GET', 'HEAD', 'POST'].includes(method);
    if (!simpleMethod || headers.length > 0) {
      const answer = await fetch(url, {
        method: 'OPTIONS',
        headers: {
          origin: HOST_ORIGIN,
          'access-control-request-method': method,
          ...(headers.length > 0 && { 'access-control-request-headers': headers.join(', ') }),
        },
      });
      const allowedMethods = (answer.headers.get('access-control-allow-methods') ?? '').toUpperCase();
      const allowedHeaders = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      if (
        !answer.ok ||
        !allows(answer.headers.get('access-control-allow-origin')) ||
        (!simpleMethod && !allowedMethods.split(/,\s*/).includes(method)) ||
        headers.some((name) => !allowedHeaders.split(/,\s*/).includes(name))
      ) {
        throw new Error(`CORS preflight for ${method} ${url.pathname} refused`);
      }
      preflights.push({ method, path: url.pathname });
    }
    config.headers.set('Origin', HOST_ORIGIN);
    return config;
  });
  axios.interceptors.response.use(
    (response) => {
      if (!allows(response.headers['access-control-allow-origin'] as string | undefined)) {
        throw new Error(`CORS: ${response.config.url} is not readable from ${HOST_ORIGIN}`);
      }
      return response;
    },
    (error: AxiosError) => {
      // A browser hides even an error answer from the page unless CORS allows it.
      const origin = error.response?.headers['access-control-allow-origin'] as string | undefined;
      if (error.response && !allows(origin)) {
        return Promise.reject(new Error(`CORS: the error answer is not readable from ${HOST_ORIGIN}`));
      }
      return Promise.reject(error);
    },
  );
  return preflights;
}

/** The message of a refused call, as the widget reads it from the error answer. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = (await call.then(
    () => {
      throw new Error('the call was not refused');
    },
    (reason: unknown) => reason,
  )) as AxiosError<{ statusCode: number; message: string }>;
  if (!error.response) throw error;
  return { status: error.response.status, message: error.response.data.message };
}

/** Resolves when the socket reports the unseen count `count`, whatever counts it reports before. */
function unseenCountReaches(socket: Socket, count: number): Promise<UnseenCountChanged> {
  return new Promise((resolve) => {
    const listener = (payload: UnseenCountChanged) => {
      if (payload.unseenCount !== count) return;
      socket.off(SOCKET_EVENT.unseenCountChanged, listener);
      resolve(payload);
    };
    socket.on(SOCKET_EVENT.unseenCountChanged, listener);
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

let server: TestServer;
let applicationIdentifier: string;
let environmentId: string;
let organizationId: string;
let workflowId: string;
let feedId: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer();
  const environment = await management(server, 'GET', '/environments/me');
  ({ applicationIdentifier, _id: environmentId } = environment.body.data);
  organizationId = (await management(server, 'GET', '/organization')).body.data._id;
  feedId = (await management(server, 'POST', '/feeds', { name: 'Orders', identifier: 'orders' })).body.data
    ._id;
  const workflow = await management(server, 'POST', '/workflows', {
    name: 'Order shipped',
    triggerIdentifier: 'order-shipped',
    steps: [{ type: 'in_app', content: 'Order {{order}} has shipped', feedIdentifier: 'orders' }],
  });
  expect(workflow.status).toBe(201);
  workflowId = workflow.body.data._id;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.stop();
});

async function trigger(subscriberId: string, order: string) {
  const sent = await management(server, 'POST', '/events/trigger', {
    name: 'order-shipped',
    to: subscriberId,
    payload: { order },
  });
  expect(sent.status).toBe(201);
  await server.herald.worker.drain();
}

describe.each([
  { hmac: 'required', hmacRequired: true },
  { hmac: 'off', hmacRequired: false },
])('the open-source widget 0.24 with HMAC $hmac', ({ hmac, hmacRequired }) => {
  const subscriberId = `shopper-hmac-${hmac}`;
  let client: ApiService;
  let preflights: Preflight[];
  let token: string;
  let profileId: string;
  let socket: Socket;

  beforeAll(async () => {
    const set = await management(server, 'PATCH', '/environments/me', { hmacRequired });
    expect(set.body.data.hmacRequired).toBe(hmacRequired);
    client = new ApiService(server.url);
    preflights = asBrowserOnHostPage(client);
  });

  it('opens a session from a host page on an origin the server was never told about', async () => {
    if (hmacRequired) {
      // The client sends `hmacHash: null` when the host gives none.
      expect(await refusal(client.initializeSession(applicationIdentifier, subscriberId))).toEqual({
        status: 400,
        message: 'Please provide a valid HMAC hash',
      });
      expect(await refusal(client.initializeSession(applicationIdentifier, subscriberId, 'ab12'))).toEqual({
        status: 400,
        message: 'Please provide a valid HMAC hash',
      });
    }
    const hash = hmacRequired
      ? createHmac('sha256', server.herald.seed!.apiKey).update(subscriberId).digest('hex')
      : undefined;
    const session = (await client.initializeSession(applicationIdentifier, subscriberId, hash)) as {
      token: string;
      profile: { _id: string; subscriberId: string };
    };
    expect(session.profile.subscriberId).toBe(subscriberId);
    token = session.token;
    profileId = session.profile._id;
    client.setAuthorizationToken(token);
    expect(preflights).toContainEqual({ method: 'POST', path: '/v1/widgets/session/initialize' });
  });

  it("hears the unseen count live over a socket with socket.io's default transports", async () => {
    // The polling handshake answers the host page too, so the browser lets the client read it.
    const handshake = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: HOST_ORIGIN },
    });
    expect(handshake.status).toBe(200);
    expect(allows(handshake.headers.get('access-control-allow-origin'))).toBe(true);
    expect(handshake.headers.get('access-control-allow-credentials')).not.toBe('true');

    socket = io(server.url, {
      auth: { token },
      reconnection: false,
      autoConnect: false,
      extraHeaders: { origin: HOST_ORIGIN },
    });
    sockets.push(socket);
    // The transport it opens with, then the one it upgrades to (listened for before the upgrade can start).
    const transports = new Promise<string[]>((resolve) =>
      socket.io.once('open', () => {
        const first = socket.io.engine.transport.name;
        socket.io.engine.once('upgrade', (transport) => resolve([first, transport.name]));
      }),
    );
    socket.connect();
    await connected(socket);
    expect(await transports).toEqual(['polling', 'websocket']);

    const two = unseenCountReaches(socket, 2);
    await trigger(subscriberId, 'A-1');
    await trigger(subscriberId, 'A-2');
    expect(await two).toEqual({ unseenCount: 2, hasMore: false });
  });

  it('reads the feed with every field the widget declares, and the counts', async () => {
    const feed = await client.getNotificationsList(0);
    expect(feed).toMatchObject({ totalCount: 2, hasMore: false, page: 0 });
    expect(feed.data.map((message) => message.content)).toEqual([
      'Order A-2 has shipped',
      'Order A-1 has shipped',
    ]);
    for (const message of feed.data) {
      for (const field of WIDGET_MESSAGE_FIELDS) expect(message).toHaveProperty(field);
      expect(deliveredMessageSchema.safeParse(message).success).toBe(true);
      expect(message).toMatchObject({
        channel: 'in_app',
        _templateId: workflowId,
        _feedId: feedId,
        _subscriberId: profileId,
        _environmentId: environmentId,
        _organizationId: organizationId,
        seen: false,
        read: false,
        lastSeenDate: null,
        lastReadDate: null,
      });
      expect(message._notificationId).toEqual(expect.any(String));
    }
    expect(await client.getNotificationsList(0, { feedIdentifier: 'orders', limit: 1 })).toMatchObject({
      totalCount: 2,
      hasMore: true,
      pageSize: 1,
    });

    expect(await client.getUnseenCount({ limit: 100 })).toEqual({ count: 2 });
    expect(await client.getUnreadCount({ limit: 100 })).toEqual({ count: 2 });
    expect(await client.getTabCount({ feedIdentifier: 'orders', seen: false, limit: 100 })).toEqual({
      count: 2,
    });
    expect(await client.getOrganization()).toMatchObject({ _id: organizationId });
    await client.postUsageLog('Open Widget', { widget: 'bell' });
  });

  it('marks one message read and seen, removes one, and the socket follows', async () => {
    const [newest, oldest] = (await client.getNotificationsList(0)).data as [IMessage, IMessage];
    const one = unseenCountReaches(socket, 1);
    const marked = (await client.markMessageAs(newest._id, { seen: true, read: true })) as IMessage[];
    expect(marked).toHaveLength(1);
    expect(marked[0]).toMatchObject({ _id: newest._id, seen: true, read: true });
    expect(marked[0]!.lastReadDate).toEqual(expect.any(String));
    expect(marked[0]!.lastSeenDate).toEqual(expect.any(String));
    expect(await one).toEqual({ unseenCount: 1, hasMore: false });
    expect(await client.getUnreadCount()).toEqual({ count: 1 });

    const none = unseenCountReaches(socket, 0);
    await client.removeMessage(oldest._id);
    expect(await none).toEqual({ unseenCount: 0, hasMore: false });
    const feed = await client.getNotificationsList(0);
    expect(feed.data.map((message) => message._id)).toEqual([newest._id]);

    await trigger(subscriberId, 'A-3');
    await client.markAllMessagesAsSeen();
    expect(await client.getUnseenCount()).toEqual({ count: 0 });
    await client.markAllMessagesAsRead();
    expect(await client.getUnreadCount()).toEqual({ count: 0 });
    await client.removeMessages([newest._id]);
    await client.removeAllMessages();
    expect((await client.getNotificationsList(0)).totalCount).toBe(0);

    expect(preflights).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/v1/widgets/messages/markAs' },
        { method: 'DELETE', path: `/v1/widgets/messages/${oldest._id}` },
        { method: 'GET', path: '/v1/widgets/notifications/feed' },
      ]),
    );
  });

  it('lists and updates the preferences', async () => {
    const preferences = await client.getUserPreference();
    const shipped = preferences.find((item) => item.template._id === workflowId);
    expect(shipped).toMatchObject({
      template: { name: 'Order shipped', critical: false },
      preference: { enabled: true, channels: { in_app: true } },
    });

    const updated = await client.updateSubscriberPreference(workflowId, 'in_app', false);
    expect(updated).toMatchObject({
      template: { _id: workflowId },
      preference: { channels: { in_app: false } },
    });
    const again = await client.getUserPreference();
    expect(again.find((item) => item.template._id === workflowId)?.preference.channels.in_app).toBe(false);

    const global = await client.getUserGlobalPreference();
    expect(global[0]?.preference.enabled).toBe(true);
    await client.updateSubscriberGlobalPreference([{ channelType: 'email', enabled: false }], true);
    const globalAgain = await client.getUserGlobalPreference();
    expect(globalAgain[0]?.preference.channels.email).toBe(false);

    expect(preflights).toContainEqual({ method: 'PATCH', path: `/v1/widgets/preferences/${workflowId}` });
  });

  it('connects a websocket-only client too, as the widget itself does', async () => {
    const direct = io(server.url, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      extraHeaders: { origin: HOST_ORIGIN },
    });
    sockets.push(direct);
    await connected(direct);
    expect(direct.io.engine.transport.name).toBe('websocket');
    // The workflow's in-app channel is off for this subscriber now, so a message arrives only when the
    // preference is back on.
    await client.updateSubscriberPreference(workflowId, 'in_app', true);
    const one = unseenCountReaches(direct, 1);
    await trigger(subscriberId, 'A-4');
    expect(await one).toEqual({ unseenCount: 1, hasMore: false });
  });
});
