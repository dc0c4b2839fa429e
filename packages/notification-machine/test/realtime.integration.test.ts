// The session, the REST count and the socket together, against a real HTTP endpoint and a real socket.io server.
import { once } from 'node:events';
import { Server } from 'socket.io';
import type { Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '../src/api/api-client.js';
import { sessionMachine } from '../src/session/session.machine.js';
import { isSessionReady, sessionError } from '../src/session/session.selectors.js';
import { linkUnseenCountToSession } from '../src/unseen-count/link-to-session.js';
import { unseenCountMachine } from '../src/unseen-count/unseen-count.machine.js';
import { unseenCount, unseenCountSocketError } from '../src/unseen-count/unseen-count.selectors.js';
import { aliceProfile, createMemoryStorage } from './fakes.js';
import { sendJson, startLocalBackend } from './local-backend.js';
import type { LocalBackend } from './local-backend.js';

const SUBSCRIBER_HASH = 'valid-hash';
const tokenFor = (subscriberId: string) => `widget-token-for-${subscriberId}`;

let backend: LocalBackend;
let io: Server;
const unseenCounts = new Map<string, number>();

beforeEach(async () => {
  unseenCounts.clear();
  backend = await startLocalBackend({
    'POST /v1/widgets/session/initialize': (request, response) => {
      const body = request.body as { subscriberId: string; hmacHash?: string };
      if (body.hmacHash !== SUBSCRIBER_HASH) {
        sendJson(response, 400, { statusCode: 400, message: 'Please provide a valid HMAC hash' });
        return;
      }
      sendJson(response, 201, { data: { token: tokenFor(body.subscriberId), profile: aliceProfile } });
    },
    'GET /v1/widgets/notifications/unseen': (request, response) => {
      const subscriberId = request.headers.authorization?.replace('Bearer widget-token-for-', '');
      if (subscriberId === undefined) {
        sendJson(response, 401, { statusCode: 401, message: 'Unauthorized' });
        return;
      }
      sendJson(response, 200, { data: { count: unseenCounts.get(subscriberId) ?? 0 } });
    },
  });
  io = new Server(backend.server);
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string' || !token.startsWith('widget-token-for-')) {
      next(new Error('Invalid widget token'));
      return;
    }
    void socket.join(token.replace('widget-token-for-', ''));
    next();
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  backend.server.closeAllConnections();
  await new Promise<void>((resolve) => io.close(() => resolve()));
});

function startWidget(subscriberHash = SUBSCRIBER_HASH) {
  const api = createApiClient({ backendUrl: backend.url });
  const session = createActor(sessionMachine, {
    input: {
      api,
      storage: createMemoryStorage(),
      applicationIdentifier: 'herald-app',
      subscriberId: 'student-42',
      subscriberHash,
    },
  });
  const count = createActor(unseenCountMachine, { input: { api, socketUrl: backend.url } });
  session.start();
  count.start();
  const unlink = linkUnseenCountToSession(session, count);
  return { session, count, unlink };
}

describe('widget against a real server', () => {
  it('sends the token in the socket auth over websocket and follows the server count', async () => {
    unseenCounts.set('student-42', 2);
    const connected = once(io, 'connection') as Promise<[ServerSocket]>;
    const { session, count, unlink } = startWidget();

    await waitFor(session, isSessionReady);
    const [serverSocket] = await connected;
    expect(serverSocket.handshake.auth).toEqual({ token: tokenFor('student-42') });
    expect(serverSocket.handshake.query).not.toHaveProperty('token');
    expect(serverSocket.conn.transport.name).toBe('websocket');

    await waitFor(count, (snapshot) => unseenCount(snapshot) === 2);
    io.to('student-42').emit('unseen_count_changed', { unseenCount: 3, hasMore: false });
    await waitFor(count, (snapshot) => unseenCount(snapshot) === 3);

    const disconnected = once(serverSocket, 'disconnect');
    unlink();
    count.stop();
    session.stop();
    await disconnected;
  });

  it('exposes the server refusal of a forged socket token', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApiClient({ backendUrl: backend.url });
    const count = createActor(unseenCountMachine, {
      input: { api, socketUrl: backend.url, token: 'forged' },
    });
    count.start();

    await waitFor(count, (snapshot) => unseenCountSocketError(snapshot) !== undefined);

    expect(unseenCountSocketError(count.getSnapshot())).toBe('Invalid widget token');
    expect(consoleError).toHaveBeenCalledWith('failed to connect to the realtime socket', expect.any(Error));
    count.stop();
  });

  it('shows the server message when the subscriber hash is wrong', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, count } = startWidget('wrong-hash');

    await waitFor(session, (snapshot) => snapshot.matches('failed'));

    expect(sessionError(session.getSnapshot())).toBe('Please provide a valid HMAC hash');
    expect(consoleError).toHaveBeenCalledWith('failed to initialize the session', expect.any(Error));
    count.stop();
    session.stop();
  });
});
