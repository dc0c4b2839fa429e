import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createCoverage } from '../../test/coverage.js';
import { createRecordingApi, deferred } from '../../test/fakes.js';
import { createFakeSocketFactory } from '../../test/fake-socket.js';
import { message } from '../../test/scripted-api.js';
import { ApiError } from '../api/api-error.js';
import {
  createUnseenCountActor,
  FIRST_CONNECT_GRACE_MS,
  unseenCountMachine,
} from './unseen-count.machine.js';
import {
  hasMoreUnseen,
  isUnseenCountLoading,
  unseenCount,
  unseenCountError,
  unseenCountSocketError,
  unseenCountStatus,
} from './unseen-count.selectors.js';
import type { UnseenCountUpdate } from './unseen-count.types.js';

const SOCKET_URL = 'http://realtime.test';
const coverage = createCoverage(unseenCountMachine);
afterAll(() => {
  expect(coverage.missing()).toEqual([]);
});

/**
 * The unseen count with its REST call answered by `answer` and a socket the test drives. Its first fetch waits
 * `connectGraceMs` for the socket: none unless a test is about that wait, so a socket the test leaves connecting
 * behaves as one that missed the grace time, without the test waiting it out.
 */
function startUnseenCount(
  answer: (signal: AbortSignal) => Promise<UnseenCountUpdate>,
  token?: string,
  connectGraceMs = 0,
) {
  const { createSocket, sockets } = createFakeSocketFactory();
  const fetches: AbortSignal[] = [];
  const fetchCounts = async (_input: unknown, signal: AbortSignal) => {
    fetches.push(signal);
    const update = await answer(signal);
    return { ...update, unreadCount: 0, hasMoreUnread: false, tabCounts: {} };
  };
  const actor = createUnseenCountActor(
    {
      api: createRecordingApi(),
      socketUrl: SOCKET_URL,
      createSocket,
      token,
      debounceMs: 100,
      connectGraceMs,
      fetchCounts,
    },
    { inspect: coverage.inspect },
  ).start();
  return { actor, sockets, fetches };
}

const answerWith =
  (unseenCount: number, hasMore = false) =>
  () =>
    Promise.resolve({ unseenCount, hasMore });
const isLoaded = (snapshot: Parameters<typeof unseenCountStatus>[0]) =>
  unseenCountStatus(snapshot) === 'loaded';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('unseen count store', () => {
  it('waits for the session before fetching or connecting', () => {
    const { actor, sockets, fetches } = startUnseenCount(answerWith(3));

    expect(unseenCountStatus(actor.getSnapshot())).toBe('waitingForSession');
    expect(isUnseenCountLoading(actor.getSnapshot())).toBe(false);
    expect(fetches).toHaveLength(0);
    expect(sockets).toHaveLength(0);
  });

  it('fetches the count once the session is ready', async () => {
    const { actor } = startUnseenCount(answerWith(3));

    actor.send({ type: 'session.ready', token: 'token-1' });
    expect(isUnseenCountLoading(actor.getSnapshot())).toBe(true);

    await waitFor(actor, isLoaded);
    expect(unseenCount(actor.getSnapshot())).toBe(3);
    expect(hasMoreUnseen(actor.getSnapshot())).toBe(false);
  });

  it('starts at once when given a token', async () => {
    const { actor } = startUnseenCount(answerWith(5), 'token-1');

    await waitFor(actor, isLoaded);
    expect(unseenCount(actor.getSnapshot())).toBe(5);
  });

  it('opens a websocket-only socket with the token as auth', () => {
    const { actor, sockets } = startUnseenCount(answerWith(0));

    actor.send({ type: 'session.ready', token: 'token-1' });

    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe(SOCKET_URL);
    expect(sockets[0]?.options).toEqual({
      auth: { token: 'token-1' },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
      timeout: 20_000,
    });
  });

  it('updates the count once a burst of socket changes settles for the debounce time', async () => {
    vi.useFakeTimers();
    let serverCount = 3;
    const { actor, sockets, fetches } = startUnseenCount(
      () => Promise.resolve({ unseenCount: serverCount, hasMore: serverCount >= 100 }),
      'token-1',
    );
    sockets[0]?.receive('connect');
    await vi.advanceTimersByTimeAsync(0);

    serverCount = 100;
    sockets[0]?.receive('unseen_count_changed', { unseenCount: 4, hasMore: false });
    await vi.advanceTimersByTimeAsync(99);
    sockets[0]?.receive('unseen_count_changed', { unseenCount: 100, hasMore: true });
    await vi.advanceTimersByTimeAsync(99);
    expect(unseenCountStatus(actor.getSnapshot())).toBe('settling');
    expect(unseenCount(actor.getSnapshot())).toBe(3);

    await vi.advanceTimersByTimeAsync(1);
    expect(unseenCount(actor.getSnapshot())).toBe(100);
    expect(hasMoreUnseen(actor.getSnapshot())).toBe(true);
    // The counts are fetched once more with the tab counts, after the burst only.
    await vi.advanceTimersByTimeAsync(0);
    expect(unseenCountStatus(actor.getSnapshot())).toBe('loaded');
    expect(fetches).toHaveLength(2);
    expect(unseenCount(actor.getSnapshot())).toBe(100);
  });

  it('announces a settled change on the document and to the host', async () => {
    vi.useFakeTimers();
    const announced: unknown[] = [];
    const listener = (event: Event) => announced.push((event as CustomEvent).detail);
    const documentEvents = new EventTarget();
    vi.stubGlobal('document', documentEvents);
    vi.stubGlobal(
      'CustomEvent',
      class extends Event {
        constructor(
          type: string,
          readonly init: { detail: unknown },
        ) {
          super(type);
        }
        get detail() {
          return this.init.detail;
        }
      },
    );
    documentEvents.addEventListener('herald:unseen_count_changed', listener);
    const { actor, sockets } = startUnseenCount(answerWith(3), 'token-1');
    const emitted: unknown[] = [];
    actor.on('counts.changed', (event) => emitted.push(event));
    await vi.advanceTimersByTimeAsync(0);

    sockets[0]?.receive('unread_count_changed', { unreadCount: 2, hasMore: false });
    sockets[0]?.receive('unseen_count_changed', { unseenCount: 5, hasMore: false });
    await vi.advanceTimersByTimeAsync(100);

    expect(announced).toEqual([{ unseenCount: 5, hasMore: false }]);
    expect(emitted).toEqual([{ type: 'counts.changed', unseenCount: 5, unreadCount: 2 }]);
    vi.unstubAllGlobals();
  });

  describe('a new message on the socket', () => {
    const stores = [
      { storeId: 'reviews', query: { feedIdentifier: 'reviews' } },
      { storeId: 'events', query: { feedIdentifier: 'events' } },
    ];
    const fresh = message('m0', 0, { feedIdentifier: 'reviews' });

    /** Counts with two tabs and the unread count, as the server answers them: 3 unseen, 5 unread. */
    function startWithTabs() {
      const { createSocket, sockets } = createFakeSocketFactory();
      const fetches: AbortSignal[] = [];
      const actor = createUnseenCountActor(
        {
          api: createRecordingApi(),
          socketUrl: SOCKET_URL,
          createSocket,
          token: 'token-1',
          debounceMs: 100,
          stores,
          fetchUnreadCount: true,
          fetchCounts: (_input, signal) => {
            fetches.push(signal);
            return Promise.resolve({
              unseenCount: 3,
              hasMore: false,
              unreadCount: 5,
              hasMoreUnread: false,
              tabCounts: { reviews: 1, events: 2 },
            });
          },
        },
        { inspect: coverage.inspect },
      ).start();
      const emitted: string[] = [];
      actor.on('counts.changed', () => emitted.push('counts.changed'));
      actor.on('notification.received', ({ message: received }) => emitted.push(`received ${received._id}`));
      return { actor, sockets, fetches, emitted };
    }

    it('moves the counts and its tab with no request, and hands the message on', async () => {
      vi.useFakeTimers();
      const { actor, sockets, fetches, emitted } = startWithTabs();
      sockets[0]?.receive('connect');
      await vi.advanceTimersByTimeAsync(0);

      // The server sends the message first, then both counts.
      sockets[0]?.receive('notification_received', { message: fresh });
      sockets[0]?.receive('unseen_count_changed', { unseenCount: 4, hasMore: false });
      sockets[0]?.receive('unread_count_changed', { unreadCount: 6, hasMore: false });
      await vi.advanceTimersByTimeAsync(100);

      expect(unseenCountStatus(actor.getSnapshot())).toBe('loaded');
      expect(actor.getSnapshot().context).toMatchObject({
        unseenCount: 4,
        unreadCount: 6,
        tabCounts: { reviews: 2, events: 2 },
      });
      expect(emitted).toEqual(['received m0']);
      expect(fetches).toHaveLength(1);
    });

    it('fetches again when the counts move for another reason, and tells the host the lists are stale', async () => {
      vi.useFakeTimers();
      const { actor, sockets, fetches, emitted } = startWithTabs();
      sockets[0]?.receive('connect');
      await vi.advanceTimersByTimeAsync(0);

      // One message arrives while another device marks everything seen.
      sockets[0]?.receive('notification_received', { message: fresh });
      sockets[0]?.receive('unseen_count_changed', { unseenCount: 1, hasMore: false });
      await vi.advanceTimersByTimeAsync(100);

      expect(emitted).toEqual(['received m0', 'counts.changed']);
      expect(fetches).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(0);
      expect(unseenCountStatus(actor.getSnapshot())).toBe('loaded');
    });

    it('fetches again when the burst cut the first answer short', async () => {
      vi.useFakeTimers();
      const { sockets, fetches, emitted } = startWithTabs();
      sockets[0]?.receive('connect');

      sockets[0]?.receive('notification_received', { message: fresh });
      sockets[0]?.receive('unseen_count_changed', { unseenCount: 1, hasMore: false });
      expect(fetches[0]?.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(100);

      expect(emitted).toEqual(['received m0', 'counts.changed']);
      expect(fetches).toHaveLength(2);
    });
  });

  it('drops a REST answer asked before a socket change, and asks again after it', async () => {
    vi.useFakeTimers();
    const stale = deferred<UnseenCountUpdate>();
    const answers = [() => stale.promise, answerWith(9)];
    const { actor, sockets, fetches } = startUnseenCount(() => answers.shift()!(), 'token-1');
    sockets[0]?.receive('connect');

    sockets[0]?.receive('unseen_count_changed', { unseenCount: 9, hasMore: false });
    expect(fetches[0]?.aborted).toBe(true);
    stale.resolve({ unseenCount: 1, hasMore: false });
    await vi.advanceTimersByTimeAsync(100);

    expect(unseenCountStatus(actor.getSnapshot())).toBe('loaded');
    expect(unseenCount(actor.getSnapshot())).toBe(9);
    expect(fetches).toHaveLength(2);
  });

  it('fetches the count again whenever the socket (re)connects, catching what it missed meanwhile', async () => {
    let serverCount = 3;
    const { actor, sockets, fetches } = startUnseenCount(
      () => Promise.resolve({ unseenCount: serverCount, hasMore: false }),
      'token-1',
    );
    await waitFor(actor, isLoaded);
    expect(unseenCount(actor.getSnapshot())).toBe(3);

    // A notification arrives while the socket is still connecting: its event never reaches this client.
    serverCount = 4;
    sockets[0]?.receive('connect');

    await waitFor(actor, (snapshot) => isLoaded(snapshot) && unseenCount(snapshot) === 4);
    expect(fetches).toHaveLength(2);
  });

  it('logs and ignores a socket payload that breaks the protocol', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, sockets } = startUnseenCount(answerWith(3), 'token-1');
    await waitFor(actor, isLoaded);

    sockets[0]?.receive('unseen_count_changed', { unseenCount: 'four' });

    expect(unseenCount(actor.getSnapshot())).toBe(3);
    expect(consoleError).toHaveBeenCalledWith(
      'ignored an invalid realtime payload',
      'unseen_count_changed',
      expect.anything(),
    );
  });

  it('logs a connect_error and exposes its message until the socket connects', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, sockets } = startUnseenCount(answerWith(3), 'token-1');
    const refusal = new Error('Invalid widget token');

    sockets[0]?.receive('connect_error', refusal);

    expect(consoleError).toHaveBeenCalledWith('failed to connect to the realtime socket', refusal);
    expect(unseenCountSocketError(actor.getSnapshot())).toBe('Invalid widget token');

    sockets[0]?.receive('connect');
    expect(unseenCountSocketError(actor.getSnapshot())).toBeUndefined();
    await waitFor(actor, isLoaded);

    // A reconnection that fails keeps the count and says why.
    sockets[0]?.receive('disconnect', 'transport close');
    sockets[0]?.receive('connect_error', new Error('websocket error'));
    expect(unseenCountSocketError(actor.getSnapshot())).toBe('websocket error');
    expect(unseenCount(actor.getSnapshot())).toBe(3);
  });

  it('asks the host for a new token when the server refuses one, silently, and no more than the retries', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, sockets } = startUnseenCount(answerWith(3), 'token-1');
    const refusals: unknown[] = [];
    actor.on('realtime.tokenRefused', (event) => refusals.push(event));

    sockets[0]?.refuse('Authentication token has expired');
    expect(refusals).toEqual([{ type: 'realtime.tokenRefused' }]);
    expect(unseenCountSocketError(actor.getSnapshot())).toBe('Authentication token has expired');
    expect(consoleError).not.toHaveBeenCalled();

    // Each renewed token the server refuses too counts towards the retries; a connection starts the count again.
    for (const token of ['token-2', 'token-3', 'token-4']) {
      actor.send({ type: 'session.ready', token });
      sockets.at(-1)?.refuse('Authentication token is invalid');
    }
    expect(refusals).toHaveLength(3);
    expect(unseenCountSocketError(actor.getSnapshot())).toBe('Authentication token is invalid');

    actor.send({ type: 'session.ready', token: 'token-5' });
    sockets.at(-1)?.receive('connect');
    sockets.at(-1)?.refuse('Authentication token has expired');
    expect(refusals).toHaveLength(4);
  });

  it('forgets the count and closes the socket when the session ends', async () => {
    const { actor, sockets } = startUnseenCount(answerWith(3), 'token-1');
    await waitFor(actor, isLoaded);

    actor.send({ type: 'session.ended' });

    expect(unseenCountStatus(actor.getSnapshot())).toBe('waitingForSession');
    expect(unseenCount(actor.getSnapshot())).toBe(0);
    expect(sockets[0]?.disconnected).toBe(true);
  });

  it('keeps the count and closes the socket while the session is suspended, then opens a new one with the next token', async () => {
    const counts = [3, 8];
    const { actor, sockets, fetches } = startUnseenCount(() => answerWith(counts.shift() ?? 0)(), 'token-1');
    await waitFor(actor, isLoaded);

    actor.send({ type: 'session.suspended' });
    expect(unseenCountStatus(actor.getSnapshot())).toBe('suspended');
    expect(isUnseenCountLoading(actor.getSnapshot())).toBe(false);
    expect(unseenCount(actor.getSnapshot())).toBe(3);
    expect(sockets[0]?.disconnected).toBe(true);

    actor.send({ type: 'session.ready', token: 'token-2' });
    await waitFor(actor, (snapshot) => isLoaded(snapshot) && unseenCount(snapshot) === 8);
    expect(fetches).toHaveLength(2);
    expect(sockets.map((socket) => [socket.options.auth, socket.disconnected])).toEqual([
      [{ token: 'token-1' }, true],
      [{ token: 'token-2' }, false],
    ]);
  });

  it('forgets the count when the session ends while suspended', async () => {
    const { actor } = startUnseenCount(answerWith(3), 'token-1');
    await waitFor(actor, isLoaded);
    actor.send({ type: 'session.suspended' });

    actor.send({ type: 'session.ended' });

    expect(unseenCountStatus(actor.getSnapshot())).toBe('waitingForSession');
    expect(unseenCount(actor.getSnapshot())).toBe(0);
  });

  it('closes the socket when the store stops', () => {
    const { actor, sockets } = startUnseenCount(answerWith(3), 'token-1');

    actor.stop();

    expect(sockets[0]?.disconnected).toBe(true);
  });

  it('opens a new socket with a renewed token and keeps showing the count while it fetches again', async () => {
    const counts = [3, 8];
    const { actor, sockets, fetches } = startUnseenCount(() => answerWith(counts.shift() ?? 0)(), 'token-1');
    await waitFor(actor, isLoaded);

    actor.send({ type: 'session.ready', token: 'token-2' });
    expect(unseenCount(actor.getSnapshot())).toBe(3);

    await waitFor(actor, (snapshot) => isLoaded(snapshot) && unseenCount(snapshot) === 8);
    expect(fetches).toHaveLength(2);
    expect(sockets.map((socket) => [socket.options.auth, socket.disconnected])).toEqual([
      [{ token: 'token-1' }, true],
      [{ token: 'token-2' }, false],
    ]);
  });

  it('tells the host about a reconnect, but not about the first connect', async () => {
    const { actor, sockets } = startUnseenCount(answerWith(3), 'token-1');
    const reconnects: unknown[] = [];
    actor.on('realtime.reconnected', (event) => reconnects.push(event));

    sockets[0]?.receive('connect');
    expect(reconnects).toHaveLength(0);
    sockets[0]?.receive('disconnect', 'transport close');
    sockets[0]?.receive('connect');
    expect(reconnects).toEqual([{ type: 'realtime.reconnected' }]);
    await waitFor(actor, isLoaded);
  });

  it('hands the host each change of its data the socket names, and leaves the counts as they are', async () => {
    const { actor, sockets, fetches } = startUnseenCount(answerWith(3), 'token-1');
    const changes: unknown[] = [];
    actor.on('data.changed', (event) => changes.push(event));
    sockets[0]?.receive('connect');
    await waitFor(actor, isLoaded);
    const asked = fetches.length;

    sockets[0]?.receive('data_changed', { resource: 'statistics' });
    expect(changes).toEqual([{ type: 'data.changed', resource: 'statistics' }]);
    expect(unseenCount(actor.getSnapshot())).toBe(3);
    expect(fetches).toHaveLength(asked);
  });

  it('fetches once the socket connects, so a page load asks once and aborts nothing', async () => {
    vi.useFakeTimers();
    const { actor, sockets, fetches } = startUnseenCount(answerWith(3), 'token-1', FIRST_CONNECT_GRACE_MS);
    expect(unseenCountStatus(actor.getSnapshot())).toBe('connecting');
    expect(isUnseenCountLoading(actor.getSnapshot())).toBe(true);
    expect(fetches).toHaveLength(0);

    sockets[0]?.receive('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(unseenCount(actor.getSnapshot())).toBe(3);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.aborted).toBe(false);
  });

  it('fetches without the socket when it cannot connect, or has not within the grace time', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = startUnseenCount(answerWith(3), 'token-1', FIRST_CONNECT_GRACE_MS);
    refused.sockets[0]?.receive('connect_error', new Error('websocket error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(unseenCount(refused.actor.getSnapshot())).toBe(3);
    expect(unseenCountSocketError(refused.actor.getSnapshot())).toBe('websocket error');
    expect(consoleError).toHaveBeenCalled();

    const slow = startUnseenCount(answerWith(4), 'token-1', FIRST_CONNECT_GRACE_MS);
    await vi.advanceTimersByTimeAsync(FIRST_CONNECT_GRACE_MS - 1);
    expect(slow.fetches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(unseenCount(slow.actor.getSnapshot())).toBe(4);
    // The socket connects late: what changed meanwhile is fetched once more.
    slow.sockets[0]?.receive('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.fetches).toHaveLength(2);
  });

  it('ignores a repeated ready with the same token', async () => {
    const { actor, sockets, fetches } = startUnseenCount(answerWith(3), 'token-1');
    await waitFor(actor, isLoaded);

    actor.send({ type: 'session.ready', token: 'token-1' });

    expect(sockets).toHaveLength(1);
    expect(fetches).toHaveLength(1);
    expect(unseenCount(actor.getSnapshot())).toBe(3);
  });

  it('fetches again on unseenCount.refresh', async () => {
    const counts = [3, 6];
    const { actor } = startUnseenCount(() => answerWith(counts.shift() ?? 0)(), 'token-1');
    await waitFor(actor, isLoaded);

    actor.send({ type: 'unseenCount.refresh' });

    await waitFor(actor, isLoaded);
    expect(unseenCount(actor.getSnapshot())).toBe(6);
  });

  it('retries a failed fetch with a doubling delay, then fails with the message', async () => {
    vi.useFakeTimers();
    const { actor, sockets, fetches } = startUnseenCount(
      () => Promise.reject(new ApiError('Network Error', { kind: 'network' })),
      'token-1',
    );
    sockets[0]?.receive('connect');
    await vi.advanceTimersByTimeAsync(0);
    expect(unseenCountStatus(actor.getSnapshot())).toBe('retrying');
    expect(isUnseenCountLoading(actor.getSnapshot())).toBe(true);

    await vi.advanceTimersByTimeAsync(999);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetches).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetches).toHaveLength(4);

    expect(unseenCountStatus(actor.getSnapshot())).toBe('failed');
    expect(isUnseenCountLoading(actor.getSnapshot())).toBe(false);
    expect(unseenCountError(actor.getSnapshot())).toBe('Network Error');
  });

  it('fails at once on a client error, which asking again cannot fix', async () => {
    const refusal = new ApiError('Unauthorized', { kind: 'response', statusCode: 401 });
    const { actor, fetches } = startUnseenCount(() => Promise.reject(refusal), 'token-1');

    await waitFor(actor, (snapshot) => unseenCountStatus(snapshot) === 'failed');

    expect(fetches).toHaveLength(1);
    expect(unseenCountError(actor.getSnapshot())).toBe('Unauthorized');
  });
});
