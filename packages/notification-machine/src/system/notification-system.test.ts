// The notification system as a page without React runs it: one root actor against a real HTTP and socket.io
// backend. Every transition of the root machine is taken by these tests.
import { DATA_CHANGED_EVENT, SOCKET_EVENT } from '@herald/notification-protocol';
import type { NotificationMessage } from '@herald/notification-protocol';
import { waitFor } from 'xstate';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoverage } from '../../test/coverage.js';
import { createMemoryStorage } from '../../test/fakes.js';
import { message } from '../../test/scripted-api.js';
import { VALID_SUBSCRIBER_HASH, startWidgetBackend, testOrganization } from '../../test/widget-backend.js';
import type { WidgetBackend } from '../../test/widget-backend.js';
import { feedMachine } from '../feed/feed.machine.js';
import { feedMessages, feedStatus } from '../feed/feed.selectors.js';
import { preferencesMachine } from '../preferences/preferences.machine.js';
import { isSessionReady, sessionStatus } from '../session/session.selectors.js';
import { unseenCount, unseenCountStatus } from '../unseen-count/unseen-count.selectors.js';
import {
  connectFeed,
  connectOrganization,
  connectPreferences,
  connectSession,
  connectUnseenCount,
} from './connect.js';
import { notificationSystemMachine, startNotificationSystem } from './notification-system.machine.js';
import { ARCHIVE_STORE_ID } from './stores.js';
import type {
  NotificationSystem,
  NotificationSystemEmitted,
  NotificationSystemInput,
} from './notification-system.machine.js';

const coverage = createCoverage(notificationSystemMachine);
afterAll(() => {
  expect(coverage.missing()).toEqual([]);
});

let backend: WidgetBackend;
const running: NotificationSystem[] = [];

beforeEach(async () => {
  backend = await startWidgetBackend();
  backend.setMessages('student-42', [message('m1', 1), message('m2', 2)]);
});

afterEach(async () => {
  running.splice(0).forEach((system) => system.stop());
  vi.restoreAllMocks();
  await backend.close();
});

/** A page's loaders: the machines' code as dynamic imports. */
const loaders = {
  feeds: () => import('../feed/feed.machine.js').then((chunk) => chunk.feedMachine),
  preferences: () =>
    import('../preferences/preferences.machine.js').then((chunk) => chunk.preferencesMachine),
};

/** Starts the system for student-42 and records what it tells its host. */
function start(input: Partial<NotificationSystemInput> = {}) {
  const system = startNotificationSystem(
    {
      backendUrl: backend.url,
      storage: createMemoryStorage(),
      applicationIdentifier: 'herald-app',
      subscriberId: 'student-42',
      subscriberHash: VALID_SUBSCRIBER_HASH,
      debounceMs: 20,
      ...input,
    },
    { inspect: coverage.inspect },
  );
  running.push(system);
  const told: NotificationSystemEmitted[] = [];
  system.on('*', (event) => told.push(event));
  return { system, told, context: () => system.getSnapshot().context };
}

const requests = (path: string) =>
  backend.received.filter((request) => request.url.pathname === `/v1${path}`).length;

describe('the notification system', () => {
  it('starts the session, the branding and the counts with their socket, and tells the host once it loaded', async () => {
    backend.setUnseenCount('student-42', 4);
    const { told, context } = start();

    await waitFor(context().session, isSessionReady);
    await waitFor(context().counts!, (snapshot) => unseenCount(snapshot) === 4);
    await vi.waitFor(() =>
      expect(told).toContainEqual({ type: 'system.loaded', organization: testOrganization }),
    );
    expect(told).toContainEqual({ type: 'unseenCount.changed', unseenCount: 4 });
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));

    // Marked unseen elsewhere: the socket says so, and the counts fetched after the burst agree.
    backend.setUnseenCount('student-42', 5);
    backend.emitUnseenCount('student-42', 5);
    await waitFor(context().counts!, (snapshot) => unseenCount(snapshot) === 5);
    await vi.waitFor(() => expect(told).toContainEqual({ type: 'unseenCount.changed', unseenCount: 5 }));
  });

  it('leaves the counts and the socket closed until a view asks, when the strategy leaves the count out', async () => {
    const { system, context } = start({ fetchingStrategy: { fetchUnseenCount: false } });
    await waitFor(context().session, isSessionReady);
    expect(context().counts).toBeUndefined();
    expect(backend.io.of('/').sockets.size).toBe(0);

    system.send({ type: 'counts.start' });
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    // Asking again starts nothing more.
    const counts = context().counts;
    system.send({ type: 'counts.start' });
    expect(context().counts).toBe(counts);
  });

  it('lists a new message in every loaded feed whose query selects it, hands it to the host, and fetches nothing', async () => {
    const { system, told, context } = start({
      stores: [{ storeId: 'all' }, { storeId: 'read', query: { read: true } }],
      fetchingStrategy: { fetchNotifications: true },
    });
    system.send({ type: 'feeds.start', machine: feedMachine });
    const feeds = context().feeds!;
    await waitFor(feeds['all']!, (snapshot) => feedStatus(snapshot) === 'loaded');
    await waitFor(feeds['read']!, (snapshot) => feedStatus(snapshot) === 'loaded');
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    const feedCalls = requests('/widgets/notifications/feed');

    const fresh: NotificationMessage = message('m3', 0);
    backend.setMessages('student-42', [fresh, ...backend.messagesOf('student-42')]);
    backend.io.to('student-42').emit(SOCKET_EVENT.notificationReceived, { message: fresh });

    await waitFor(feeds['all']!, (snapshot) => feedMessages(snapshot)[0]?._id === 'm3');
    expect(feedMessages(feeds['read']!.getSnapshot()).map((m) => m._id)).not.toContain('m3');
    expect(told).toContainEqual({ type: 'notification.received', message: fresh });
    expect(requests('/widgets/notifications/feed')).toBe(feedCalls);
  });

  it('refetches the loaded feeds when the counts change for another reason, and after a reconnect', async () => {
    const { system, context } = start({ fetchingStrategy: { fetchNotifications: true } });
    system.send({ type: 'feeds.start', machine: feedMachine });
    const feed = context().feeds!['default_store']!;
    await waitFor(feed, (snapshot) => feedStatus(snapshot) === 'loaded');
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    const connection = await vi.waitFor(() => {
      const [socket] = backend.io.of('/').sockets.values();
      if (!socket) throw new Error('no socket yet');
      return socket;
    });
    const before = requests('/widgets/notifications/feed');

    // Marked read elsewhere: the count drops with no message to explain it.
    backend.setMessages('student-42', [message('m2', 2)]);
    backend.emitUnseenCount('student-42', 1);
    await vi.waitFor(() => expect(requests('/widgets/notifications/feed')).toBe(before + 1));
    await waitFor(
      feed,
      (snapshot) => feedStatus(snapshot) === 'loaded' && feedMessages(snapshot).length === 1,
    );

    // The connection drops under the client and comes back: the feed catches up.
    const reconnected = backend.nextConnection();
    connection.conn.close();
    await reconnected;
    await vi.waitFor(() => expect(requests('/widgets/notifications/feed')).toBe(before + 2));
  });

  it('keeps an archive that loads when its view opens, and lists there what a tab archived', async () => {
    const { system, context } = start({ fetchingStrategy: { fetchNotifications: true } });
    system.send({ type: 'feeds.start', machine: feedMachine });
    const feed = context().feeds!['default_store']!;
    const archive = context().feeds![ARCHIVE_STORE_ID]!;
    await waitFor(feed, (snapshot) => feedStatus(snapshot) === 'loaded');
    expect(feedStatus(archive.getSnapshot())).toBe('idle');
    archive.send({ type: 'feed.load' });
    await waitFor(archive, (snapshot) => feedStatus(snapshot) === 'loaded');
    expect(feedMessages(archive.getSnapshot())).toEqual([]);

    connectFeed(feed.getSnapshot(), (event) => feed.send(event)).archive('m1');
    expect(feedMessages(feed.getSnapshot()).map((m) => m._id)).toEqual(['m2']);
    await waitFor(
      archive,
      (snapshot) => feedStatus(snapshot) === 'loaded' && feedMessages(snapshot).length === 1,
    );
    expect(feedMessages(archive.getSnapshot()).map((m) => [m._id, m.archived, m.read])).toEqual([
      ['m1', true, true],
    ]);
  });

  it("tells the host when the server says the page's data changed, and after a reconnect that anything may have", async () => {
    const { told, context } = start();
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    const connection = await vi.waitFor(() => {
      const [socket] = backend.io.of('/').sockets.values();
      if (!socket) throw new Error('no socket yet');
      return socket;
    });

    backend.io.to('student-42').emit(DATA_CHANGED_EVENT, { resource: 'statistics' });
    await vi.waitFor(() => expect(told).toContainEqual({ type: 'data.changed', resource: 'statistics' }));

    const reconnected = backend.nextConnection();
    connection.conn.close();
    await reconnected;
    await vi.waitFor(() => expect(told).toContainEqual({ type: 'data.changed', resource: undefined }));
    expect(told.filter((event) => event.type === 'data.changed')).toHaveLength(2);
  });

  it('renews the session when the API refuses the token, and the children get the new one', async () => {
    const { system, context } = start({ fetchingStrategy: { fetchNotifications: true } });
    system.send({ type: 'feeds.start', machine: feedMachine });
    await waitFor(context().session, isSessionReady);
    const firstToken = context().token;
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');

    backend.expireTokens();
    context().feeds!['default_store']!.send({ type: 'feed.refetch' });

    await waitFor(
      context().session,
      (snapshot) => isSessionReady(snapshot) && snapshot.context.token !== firstToken,
    );
    await vi.waitFor(() => expect(context().token).not.toBe(firstToken));
    await waitFor(context().counts!, (snapshot) => snapshot.context.token === context().token);
  });

  it('renews the session when the socket server refuses the token', async () => {
    const { context } = start();
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    const firstToken = context().token;

    backend.expireTokens();
    // The server closes the socket; the next handshake with the old token is refused.
    for (const socket of backend.io.of('/').sockets.values()) socket.disconnect(true);

    await vi.waitFor(() => expect(context().token).not.toBe(firstToken), { timeout: 5000 });
  });

  it('ends every child on logout and starts again for the next subscriber, with its own tab channel', async () => {
    const { system, context } = start({ fetchingStrategy: { fetchUserPreferences: true } });
    system.send({ type: 'preferences.start', machine: preferencesMachine });
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    // The preferences' code arriving twice starts nothing more.
    const preferences = context().preferences;
    system.send({ type: 'preferences.start', machine: preferencesMachine });
    expect(context().preferences).toBe(preferences);

    system.send({ type: 'session.logout' });
    await waitFor(context().session, (snapshot) => sessionStatus(snapshot) === 'idle');
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'waitingForSession');
    expect(context().token).toBeUndefined();
    expect(context().organization.getSnapshot().value).toBe('idle');

    backend.setUnseenCount('student-7', 9);
    system.send({
      type: 'session.configure',
      applicationIdentifier: 'herald-app',
      subscriberId: 'student-7',
      subscriberHash: VALID_SUBSCRIBER_HASH,
    });
    await waitFor(context().counts!, (snapshot) => unseenCount(snapshot) === 9);
  });

  it('shows the server’s message when the session is refused, and tries again when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { system, context } = start({ subscriberHash: 'wrong-hash' });
    await waitFor(context().session, (snapshot) => sessionStatus(snapshot) === 'failed');

    system.send({
      type: 'session.configure',
      applicationIdentifier: 'herald-app',
      subscriberId: 'student-42',
      subscriberHash: 'wrong-hash',
    });
    system.send({ type: 'session.retry' });
    await waitFor(context().session, (snapshot) => sessionStatus(snapshot) === 'failed');
    expect(context().session.getSnapshot().context.error).toBe('Please provide a valid HMAC hash');
  });
});

describe('a session held still', () => {
  it('keeps the count with the socket closed while suspended, and renews with the new subscriber hash on resume', async () => {
    const { system, context } = start();
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    const sessionCalls = requests('/widgets/session/initialize');

    system.send({ type: 'session.suspend' });
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(0));
    expect(sessionStatus(context().session.getSnapshot())).toBe('suspended');
    expect(connectUnseenCount(context().counts!.getSnapshot(), context().counts!.send)).toMatchObject({
      unseenCount: 2,
      isLoading: false,
    });

    // The host configures the subscriber with its new hash, then resumes: one session call, a new socket.
    system.send({
      type: 'session.configure',
      applicationIdentifier: 'herald-app',
      subscriberId: 'student-42',
      subscriberHash: VALID_SUBSCRIBER_HASH,
    });
    expect(requests('/widgets/session/initialize')).toBe(sessionCalls);
    system.send({ type: 'session.resume' });
    await waitFor(context().session, (snapshot) => snapshot.matches('ready'));
    expect(requests('/widgets/session/initialize')).toBe(sessionCalls + 1);
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
    await waitFor(context().counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
  });

  it('opens no socket for counts first asked for while the session is suspended', async () => {
    const { system, context } = start({ fetchingStrategy: { fetchUnseenCount: false } });
    await waitFor(context().session, isSessionReady);
    system.send({ type: 'session.suspend' });
    system.send({ type: 'counts.start' });
    expect(unseenCountStatus(context().counts!.getSnapshot())).toBe('suspended');
    system.send({ type: 'session.resume' });
    await vi.waitFor(() => expect(backend.io.of('/').sockets.size).toBe(1));
  });
});

describe('a page without a framework', () => {
  it('renders from the connect functions and acts through them', async () => {
    const { system, context } = start({
      fetchingStrategy: { fetchNotifications: true, fetchUserPreferences: true },
      loaders,
    });
    // The page asks; the system loads the feed's and the preferences' code with the page's loaders.
    system.send({ type: 'feeds.start' });
    system.send({ type: 'preferences.start' });
    await waitFor(system, (snapshot) => Boolean(snapshot.context.feeds && snapshot.context.preferences));
    const { session, organization, counts, feeds, preferences } = context();
    const feed = feeds!['default_store']!;
    await waitFor(feed, (snapshot) => feedStatus(snapshot) === 'loaded');
    await waitFor(counts!, (snapshot) => unseenCountStatus(snapshot) === 'loaded');
    await waitFor(organization, (snapshot) => snapshot.matches('loaded'));
    await waitFor(preferences!, (snapshot) => snapshot.matches({ loaded: 'settled' }));

    expect(connectSession(session.getSnapshot(), session.send)).toMatchObject({
      status: 'ready',
      isReady: true,
      profile: { subscriberId: 'student-42' },
    });
    expect(connectUnseenCount(counts!.getSnapshot(), counts!.send)).toMatchObject({
      status: 'loaded',
      unseenCount: 2,
      isLoading: false,
      tabCounts: { default_store: 2 },
    });
    expect(connectOrganization(organization.getSnapshot(), organization.send).branding).toEqual(
      testOrganization.branding,
    );
    const view = connectFeed(feed.getSnapshot(), feed.send);
    expect(view.notifications.map((m) => m._id)).toEqual(['m1', 'm2']);

    view.markAsRead('m1');
    expect(connectFeed(feed.getSnapshot(), feed.send).notifications[0]?.read).toBe(true);
    await vi.waitFor(() => expect(backend.messagesOf('student-42')[0]?.read).toBe(true));
    expect(view.clickNotification('m2')).toBe(message('m2', 2).cta.data.url);

    const settings = connectPreferences(preferences!.getSnapshot(), preferences!.send);
    expect(settings.preferences.map((row) => row.template._id)).toEqual(['comments']);
    settings.toggle('comments', 'in_app', false);
    expect(connectPreferences(preferences!.getSnapshot(), preferences!.send).isUpdating).toBe(true);
    await waitFor(preferences!, (snapshot) => !snapshot.matches({ loaded: 'updating' }));
  });
});

describe('the code of the feeds and the preferences', () => {
  it('is loaded once when first asked for, and asked for again when it did not arrive', async () => {
    const { system, context } = start({ loaders });
    system.send({ type: 'preferences.start' });
    system.send({ type: 'preferences.start' });
    expect(context().loading).toEqual(['preferences']);
    await waitFor(system, (snapshot) => snapshot.context.preferences !== undefined);
    expect(context().loading).toEqual([]);
    const preferences = context().preferences;
    system.send({ type: 'preferences.start' });
    expect(context().preferences).toBe(preferences);

    // A chunk the network lost: the next request loads it again.
    system.send({ type: 'feeds.start' });
    system.send({ type: 'chunk.failed', part: 'feeds' });
    expect(context().loading).toEqual([]);
    system.send({ type: 'feeds.start' });
    expect(context().loading).toEqual(['feeds']);
    await waitFor(system, (snapshot) => snapshot.context.feeds !== undefined);
  });

  it('tells a popover opened before the feeds arrived to the feed it shows, so closing it marks its messages seen', async () => {
    const { system, context } = start({ loaders });
    system.send({ type: 'popover.opened', storeId: 'default_store' });
    system.send({ type: 'feeds.start' });
    await waitFor(system, (snapshot) => snapshot.context.feeds !== undefined);
    const feed = context().feeds!['default_store']!;
    expect(feed.getSnapshot().context.popoverOpen).toBe(true);
    expect(context().feeds![ARCHIVE_STORE_ID]!.getSnapshot().context.popoverOpen).toBe(false);
    feed.send({ type: 'feed.load' });
    await waitFor(feed, (snapshot) => feedStatus(snapshot) === 'loaded');

    system.send({ type: 'popover.closed', storeId: 'default_store' });
    expect(context().popover).toBeUndefined();
    await vi.waitFor(() =>
      expect(backend.messagesOf('student-42').map((shown) => shown.seen)).toEqual([true, true]),
    );
  });
});

describe('browser tabs of the same subscriber', () => {
  it('applies a message marked in one tab to the other at once, and a preference saved in one to the other', async () => {
    const strategy = { fetchNotifications: true, fetchUserPreferences: true };
    const first = start({ fetchingStrategy: strategy });
    const second = start({ fetchingStrategy: strategy });
    for (const { system } of [first, second]) {
      system.send({ type: 'feeds.start', machine: feedMachine });
      system.send({ type: 'preferences.start', machine: preferencesMachine });
    }
    const feedOf = (tab: typeof first) => tab.context().feeds!['default_store']!;
    await waitFor(feedOf(first), (snapshot) => feedStatus(snapshot) === 'loaded');
    await waitFor(feedOf(second), (snapshot) => feedStatus(snapshot) === 'loaded');
    await waitFor(second.context().preferences!, (snapshot) => snapshot.matches({ loaded: 'settled' }));
    await waitFor(first.context().preferences!, (snapshot) => snapshot.matches({ loaded: 'settled' }));

    feedOf(first).send({
      type: 'feed.change',
      change: { kind: 'mark', messageIds: ['m1'], mark: { read: true } },
    });
    await waitFor(
      feedOf(second),
      (snapshot) => feedMessages(snapshot).find((m) => m._id === 'm1')?.read === true,
    );

    // A change to a whole feed is taken from the server.
    const before = requests('/widgets/notifications/feed');
    feedOf(first).send({ type: 'feed.change', change: { kind: 'markAll', mark: 'read' } });
    await vi.waitFor(() => expect(requests('/widgets/notifications/feed')).toBeGreaterThan(before));

    first.context().preferences!.send({
      type: 'preference.toggle',
      templateId: 'comments',
      channel: 'email',
      enabled: false,
    });
    await waitFor(second.context().preferences!, (snapshot) =>
      snapshot.context.items.some(
        (item) => item.template._id === 'comments' && item.preference.channels.email === false,
      ),
    );
  });
});
