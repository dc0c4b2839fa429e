// The platform's current Inbox client (`@novu/js` 3.x, headless) pointed at a real Herald in self-hosted mode:
// REST under /v1/inbox and socket.io with the token in the handshake query. Every call goes through the client's
// own methods; only the management calls that set the world up (workflows, triggers) go straight to Herald.
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Novu } from '@novu/js';
import { management, startServer, type TestServer } from './harness.js';

let server: TestServer;
let applicationIdentifier: string;
let newsWorkflowId: string;
const clients: Novu[] = [];

beforeAll(async () => {
  server = await startServer();
  applicationIdentifier = (await management(server, 'GET', '/environments/me')).body.data
    .applicationIdentifier;
  const news = await management(server, 'POST', '/workflows', {
    name: 'Campus news',
    triggerIdentifier: 'campus-news',
    tags: ['campus'],
    steps: [
      { type: 'in_app', content: 'News: {{headline}}' },
      { type: 'email', subject: 'News', body: '<p>{{headline}}</p>' },
    ],
  });
  expect(news.status).toBe(201);
  newsWorkflowId = news.body.data._id;
  const invitation = await management(server, 'POST', '/workflows', {
    name: 'Event invitation',
    triggerIdentifier: 'event-invitation',
    tags: ['events'],
    steps: [
      {
        type: 'in_app',
        content: 'Join {{event}}?',
        buttons: [
          { type: 'primary', content: 'Accept' },
          { type: 'secondary', content: 'Decline' },
        ],
      },
    ],
  });
  expect(invitation.status).toBe(201);
});

afterAll(async () => {
  for (const client of clients) await client.socket.disconnect();
  await server?.stop();
});

async function trigger(name: string, subscriberId: string, payload: Record<string, unknown>) {
  const sent = await management(server, 'POST', '/events/trigger', { name, to: subscriberId, payload });
  expect(sent.status).toBe(201);
  await server.herald.worker.drain();
}

/** A headless Inbox client for a fresh subscriber, its session open. */
async function openInbox(subscriberId: string, subscriberHash?: string) {
  const novu = new Novu({
    applicationIdentifier,
    subscriber: { subscriberId, firstName: 'Ada' },
    ...(subscriberHash !== undefined && { subscriberHash }),
    backendUrl: server.url,
    socketUrl: server.url,
    useCache: false,
  });
  clients.push(novu);
  const session = await new Promise<{ data?: unknown; error?: unknown }>((resolve) =>
    novu.on('session.initialize.resolved', ({ data, error }) => resolve({ data, error })),
  );
  return { novu, session };
}

/** Resolves with the next notification the socket delivers. */
async function listening(novu: Novu) {
  const connected = new Promise<void>((resolve, reject) =>
    novu.on('socket.connect.resolved', ({ error }) => (error ? reject(error as Error) : resolve())),
  );
  const received: { body: string; id: string }[] = [];
  const waiters: (() => void)[] = [];
  novu.on('notifications.notification_received', ({ result }) => {
    received.push({ body: result.body, id: result.id });
    for (const wake of waiters.splice(0)) wake();
  });
  await connected;
  return {
    /** Resolves once `count` notifications have arrived in all. */
    async received(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received.slice(0, count);
    },
  };
}

function expectOk<T>(result: { data?: T; error?: unknown }): T {
  expect(result.error).toBeUndefined();
  return result.data!;
}

describe.each([
  { hmac: 'required', hmacRequired: true },
  { hmac: 'off', hmacRequired: false },
])('the current Inbox client with HMAC $hmac', ({ hmacRequired }) => {
  beforeAll(async () => {
    const set = await management(server, 'PATCH', '/environments/me', { hmacRequired });
    expect(set.body.data.hmacRequired).toBe(hmacRequired);
  });

  const hashOf = (subscriberId: string) =>
    hmacRequired
      ? createHmac('sha256', server.herald.seed!.apiKey).update(subscriberId).digest('hex')
      : undefined;

  it('opens a session, and refuses one without a valid HMAC when the environment requires it', async () => {
    const subscriberId = `reader-${randomUUID()}`;
    if (hmacRequired) {
      const { session } = await openInbox(subscriberId);
      expect(session.error).toBeDefined();
      const refused = await fetch(`${server.url}/v1/inbox/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicationIdentifier, subscriber: { subscriberId }, subscriberHash: 'ab12' }),
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ statusCode: 400, message: 'Please provide a valid HMAC hash' });
    }
    const { session } = await openInbox(subscriberId, hashOf(subscriberId));
    expect(session.error).toBeUndefined();
    expect(session.data).toMatchObject({ totalUnreadCount: 0, removeNovuBranding: true });
  });

  it('receives a notification live over socket.io after a trigger', async () => {
    const subscriberId = `reader-${randomUUID()}`;
    const { novu } = await openInbox(subscriberId, hashOf(subscriberId));
    const socket = await listening(novu);
    await trigger('campus-news', subscriberId, { headline: 'Library opens late' });
    const [notification] = await socket.received(1);
    expect(notification!.body).toBe('News: Library opens late');
    const counts = expectOk(await novu.notifications.count({ read: false }));
    expect(counts).toMatchObject({ count: 1 });
  });

  it('lists by filter and pages by cursor, and counts by several filters', async () => {
    const subscriberId = `reader-${randomUUID()}`;
    const { novu } = await openInbox(subscriberId, hashOf(subscriberId));
    for (const headline of ['one', 'two', 'three']) {
      await trigger('campus-news', subscriberId, { headline, desk: headline === 'two' ? 'sports' : 'news' });
    }
    await trigger('event-invitation', subscriberId, { event: 'Open day' });

    const first = expectOk(await novu.notifications.list({ limit: 2 }));
    expect(first.notifications.map((n) => n.body)).toEqual(['Join Open day?', 'News: three']);
    expect(first.hasMore).toBe(true);
    const second = expectOk(await novu.notifications.list({ limit: 2, after: first.notifications[1]!.id }));
    expect(second.notifications.map((n) => n.body)).toEqual(['News: two', 'News: one']);
    expect(second.hasMore).toBe(false);

    const tagged = expectOk(await novu.notifications.list({ tags: ['events'] }));
    expect(tagged.notifications.map((n) => n.body)).toEqual(['Join Open day?']);
    expect(tagged.notifications[0]!.primaryAction).toEqual({ label: 'Accept', isCompleted: false });
    const sports = expectOk(await novu.notifications.list({ data: { desk: 'sports' } }));
    expect(sports.notifications.map((n) => n.body)).toEqual(['News: two']);
    const snoozed = expectOk(await novu.notifications.list({ snoozed: true }));
    expect(snoozed.notifications).toEqual([]);

    const counts = expectOk(
      await novu.notifications.count({
        filters: [{ read: false }, { tags: ['campus'] }, { archived: true }, { seen: true }],
      }),
    );
    expect(counts.counts.map((entry) => entry.count)).toEqual([4, 3, 0, 0]);
  });

  it('marks read, unread and seen, archives and unarchives, and deletes, one and all', async () => {
    const subscriberId = `reader-${randomUUID()}`;
    const { novu } = await openInbox(subscriberId, hashOf(subscriberId));
    for (const headline of ['a', 'b', 'c']) await trigger('campus-news', subscriberId, { headline });
    const { notifications } = expectOk(await novu.notifications.list());
    const [c, b, a] = notifications;

    expect(expectOk(await c!.read())).toMatchObject({ isRead: true, isSeen: true });
    expect(expectOk(await novu.notifications.unread({ notificationId: c!.id }))).toMatchObject({
      isRead: false,
      isSeen: true,
    });
    expect(expectOk(await b!.seen())).toMatchObject({ isSeen: true });
    expect(expectOk(await novu.notifications.count({ seen: false }))).toMatchObject({ count: 1 });

    const archived = expectOk(await b!.archive());
    expect(archived).toMatchObject({ isArchived: true, isRead: true });
    expect(archived.archivedAt).toEqual(expect.any(String));
    const inArchive = expectOk(await novu.notifications.list({ archived: true }));
    expect(inArchive.notifications.map((n) => n.body)).toEqual(['News: b']);
    const inbox = expectOk(await novu.notifications.list({ archived: false }));
    expect(inbox.notifications.map((n) => n.body)).toEqual(['News: c', 'News: a']);
    expect(expectOk(await novu.notifications.unarchive({ notificationId: b!.id }))).toMatchObject({
      isArchived: false,
      archivedAt: null,
    });

    expectOk(await novu.notifications.delete({ notificationId: a!.id }));
    const left = expectOk(await novu.notifications.list());
    expect(left.notifications.map((n) => n.body)).toEqual(['News: c', 'News: b']);

    expectOk(await novu.notifications.readAll());
    expect(expectOk(await novu.notifications.count({ read: false }))).toMatchObject({ count: 0 });
    await trigger('campus-news', subscriberId, { headline: 'd' });
    expectOk(await novu.notifications.seenAll());
    expect(expectOk(await novu.notifications.count({ seen: false }))).toMatchObject({ count: 0 });
    expectOk(await novu.notifications.archiveAllRead());
    expect(expectOk(await novu.notifications.count({ archived: true }))).toMatchObject({ count: 2 });
    expectOk(await novu.notifications.archiveAll());
    expect(expectOk(await novu.notifications.count({ archived: true }))).toMatchObject({ count: 3 });
    expectOk(await novu.notifications.deleteAll());
    expect(expectOk(await novu.notifications.list()).notifications).toEqual([]);
  });

  it('completes and reverts an action', async () => {
    const subscriberId = `reader-${randomUUID()}`;
    const { novu } = await openInbox(subscriberId, hashOf(subscriberId));
    await trigger('event-invitation', subscriberId, { event: 'Graduation' });
    const [invitation] = expectOk(await novu.notifications.list()).notifications;
    const completed = expectOk(await invitation!.completePrimary());
    expect(completed.primaryAction).toEqual({ label: 'Accept', isCompleted: true });
    const reverted = expectOk(await novu.notifications.revertPrimary({ notificationId: invitation!.id }));
    expect(reverted.primaryAction).toEqual({ label: 'Accept', isCompleted: false });
    const declined = expectOk(await novu.notifications.completeSecondary({ notificationId: invitation!.id }));
    expect(declined.secondaryAction).toEqual({ label: 'Decline', isCompleted: true });
  });

  it('changes preferences globally, per workflow and in bulk', async () => {
    const subscriberId = `reader-${randomUUID()}`;
    const { novu } = await openInbox(subscriberId, hashOf(subscriberId));
    const preferences = expectOk(await novu.preferences.list());
    expect(preferences.map((p) => [p.level, p.workflow?.name])).toEqual([
      ['global', undefined],
      ['template', 'Campus news'],
      ['template', 'Event invitation'],
    ]);
    const news = preferences[1]!;
    expect(news.channels).toEqual({ in_app: true, email: true });

    const emailOff = expectOk(await news.update({ channels: { email: false } }));
    expect(emailOff).toMatchObject({ level: 'template', channels: { in_app: true, email: false } });
    const global = expectOk(await preferences[0]!.update({ channels: { in_app: false } }));
    expect(global).toMatchObject({ level: 'global', channels: { in_app: false } });
    const bulk = expectOk(
      await novu.preferences.bulkUpdate([{ workflowId: newsWorkflowId, channels: { email: true } }]),
    );
    expect(bulk.map((p) => p.channels)).toEqual([{ in_app: false, email: true }]);

    // The global choice now keeps in-app messages away.
    await trigger('campus-news', subscriberId, { headline: 'muted' });
    expect(expectOk(await novu.notifications.list()).notifications).toEqual([]);
  });
});
