// The unseen, unread and tab counts (SPEC §4 realtime) as a small store: fetched over REST once the session is
// ready, then kept current by the socket's count events, debounced, until the session ends or the store stops.
// States: waitingForSession, then active with loading, retrying, settling, loaded or failed.
import { COUNT_LIMIT, TIMINGS, WIDGET_PATHS, messageMatchesFeed } from '@herald/protocol';
import type { CountResponse, FeedStore, NotificationMessage } from '@herald/protocol';
import type { ApiClient } from '../api/api.types.js';
import { isRetryable, messageOf, retryDelay } from '../data/data-policy.js';
import { UNREAD_COUNT_CHANGED_EVENT, UNSEEN_COUNT_CHANGED_EVENT } from '../messages.js';
import { isUnderTestRunner, listenToRealtime } from '../socket/realtime-socket.js';
import { createLightStore, createSlot } from '../store/light-store.js';
import type { LightSnapshot, Readable, Subscription } from '../store/light-store.js';
import type {
  CountsUpdate,
  FetchUnseenCountInput,
  UnseenCountContext,
  UnseenCountEmitted,
  UnseenCountEvent,
  UnseenCountInput,
} from './unseen-count.types.js';

async function fetchCount(api: ApiClient, path: string, query: object, signal: AbortSignal) {
  const answer = (await api.get(path, { limit: COUNT_LIMIT, ...query }, { signal })) as
    Partial<CountResponse['data']> | undefined;
  if (typeof answer?.count !== 'number') throw new Error('The server answered a count without a count');
  return answer.count;
}

/** GET /widgets/notifications/count for each tab: its query with `seen` false unless it says otherwise. */
async function fetchTabCounts(api: ApiClient, stores: readonly FeedStore[], signal: AbortSignal) {
  const counts = await Promise.all(
    stores.map((store) => fetchCount(api, WIDGET_PATHS.tabCount, { seen: false, ...store.query }, signal)),
  );
  return Object.fromEntries(stores.map((store, index) => [store.storeId, counts[index] ?? 0]));
}

/** GET /widgets/notifications/unseen (and /unread, and the tab counts), each with limit 100. */
export async function fetchUnseenCount(
  input: FetchUnseenCountInput,
  signal: AbortSignal,
): Promise<CountsUpdate> {
  const [unseenCount, unreadCount, tabCounts] = await Promise.all([
    fetchCount(input.api, WIDGET_PATHS.unseenCount, {}, signal),
    input.fetchUnreadCount ? fetchCount(input.api, WIDGET_PATHS.unreadCount, {}, signal) : 0,
    fetchTabCounts(input.api, input.stores, signal),
  ]);
  // The server counts no further than the limit, so reaching it means there may be more.
  return {
    unseenCount,
    hasMore: unseenCount >= COUNT_LIMIT,
    unreadCount,
    hasMoreUnread: unreadCount >= COUNT_LIMIT,
    tabCounts,
  };
}

/** Tells the page about the new counts, for hosts that update a title or a favicon. */
function announce(type: string, detail: object) {
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(type, { detail }));
}

const noCount = {
  unseenCount: 0,
  hasMore: false,
  unreadCount: 0,
  hasMoreUnread: false,
  tabCounts: {},
  pending: {},
  received: 0,
  fetchAfterBurst: false,
  unreadKnown: false,
  error: undefined,
  socketError: undefined,
  refusedTokens: 0,
  failedAttempts: 0,
};

export type UnseenCountValue =
  'waitingForSession' | { active: 'loading' | 'retrying' | 'settling' | 'loaded' | 'failed' };
export type UnseenCountSnapshot = LightSnapshot<UnseenCountValue, UnseenCountContext>;

export interface UnseenCountStore extends Readable<UnseenCountSnapshot> {
  send(event: UnseenCountEvent): void;
  /** Calls `listener` with each announcement of this type (a settled socket change, a reconnect). */
  on<T extends UnseenCountEmitted['type']>(
    type: T,
    listener: (emitted: Extract<UnseenCountEmitted, { type: T }>) => void,
  ): Subscription;
  /** Opens the socket at once when given a token; returns the store. */
  start(): UnseenCountStore;
  /** Closes the socket and abandons any fetch or timer. */
  stop(): void;
}

export function createUnseenCountStore(input: UnseenCountInput): UnseenCountStore {
  const fetchCounts = input.fetchCounts ?? fetchUnseenCount;
  const store = createLightStore<UnseenCountValue, UnseenCountContext>('waitingForSession', {
    ...noCount,
    api: input.api,
    socketUrl: input.socketUrl,
    createSocket: input.createSocket,
    stores: input.stores ?? [],
    fetchUnreadCount: input.fetchUnreadCount ?? false,
    debounceMs:
      input.debounceMs ?? (isUnderTestRunner() ? TIMINGS.socketDebounceTestMs : TIMINGS.socketDebounceMs),
    token: input.token,
    connectedBefore: false,
  });
  const socket = createSlot();
  const work = createSlot();
  const hosts = new Set<(event: UnseenCountEmitted) => void>();
  const context = () => store.getSnapshot().context;
  const emit = (event: UnseenCountEmitted) => [...hosts].forEach((host) => host(event));

  const halt = () => {
    work.clear();
    socket.clear();
  };
  const loading = (patch: Partial<UnseenCountContext> = {}) => {
    store.set({ active: 'loading' }, patch);
    work.task(
      (signal) => fetchCounts(context(), signal),
      (update) =>
        store.set(
          { active: 'loaded' },
          { ...update, error: undefined, failedAttempts: 0, unreadKnown: context().fetchUnreadCount },
        ),
      (error) => {
        if (context().failedAttempts < TIMINGS.retries && isRetryable(error)) {
          store.set({ active: 'retrying' }, { failedAttempts: context().failedAttempts + 1 });
          work.timer(retryDelay(context().failedAttempts), () => loading());
        } else store.set({ active: 'failed' }, { error: messageOf(error) });
      },
    );
  };
  // A renewed token opens a new socket; its connect fetches the counts again.
  const activate = (token: string | undefined) => {
    work.clear();
    socket.hold(
      listenToRealtime(
        { socketUrl: context().socketUrl, token: token ?? '', createSocket: context().createSocket },
        send,
      ),
    );
    loading({ token });
  };
  // A burst of changes settles into one update; the socket's count is newer than any answer in flight. When the
  // messages the socket delivered meanwhile explain the change, nothing is fetched: the feeds listed them already
  // and the tabs they belong to count them. Any other change (marked elsewhere, removed) is fetched again.
  const settle = (event: Extract<UnseenCountEvent, { type: 'socket.countChanged' }>) => {
    const { unseenCount, unreadCount, hasMore } = event;
    const change =
      unreadCount === undefined ? { unseenCount, hasMore } : { unreadCount, hasMoreUnread: hasMore };
    const { value } = store.getSnapshot();
    const interrupts = typeof value === 'object' && value.active !== 'loaded' && value.active !== 'settling';
    store.set(
      { active: 'settling' },
      {
        pending: { ...context().pending, ...change },
        fetchAfterBurst: context().fetchAfterBurst || interrupts,
      },
    );
    work.timer(context().debounceMs, () => {
      const before = context();
      const { pending, received } = before;
      const explains = (now: number | undefined, was: number) => now === undefined || now - was === received;
      const explained =
        !before.fetchAfterBurst &&
        received > 0 &&
        explains(pending.unseenCount, before.unseenCount) &&
        (!before.unreadKnown || explains(pending.unreadCount, before.unreadCount));
      store.assign({
        ...pending,
        pending: {},
        received: 0,
        fetchAfterBurst: false,
        unreadKnown: before.unreadKnown || pending.unreadCount !== undefined,
      });
      const counts = context();
      announce(UNSEEN_COUNT_CHANGED_EVENT, { unseenCount: counts.unseenCount, hasMore: counts.hasMore });
      announce(UNREAD_COUNT_CHANGED_EVENT, {
        unreadCount: counts.unreadCount,
        hasMore: counts.hasMoreUnread,
      });
      if (explained) return store.set({ active: 'loaded' });
      // The lists and the tab counts follow: the host refetches its feeds, the counts refetch themselves.
      emit({ type: 'counts.changed', unseenCount: counts.unseenCount, unreadCount: counts.unreadCount });
      loading();
    });
  };
  // A new message is unseen: each tab whose query selects it counts one more.
  const receive = (message: NotificationMessage) => {
    const { stores, tabCounts, received } = context();
    const counted = Object.fromEntries(
      stores
        .filter((feed) => messageMatchesFeed(message, feed.query ?? {}))
        .map((feed) => [feed.storeId, (tabCounts[feed.storeId] ?? 0) + 1]),
    );
    store.assign({ tabCounts: { ...tabCounts, ...counted }, received: received + 1 });
    emit({ type: 'notification.received', message });
  };

  function send(event: UnseenCountEvent) {
    const active = store.getSnapshot().matches('active');
    if (!active) {
      if (event.type === 'session.ready') activate(event.token);
      return;
    }
    switch (event.type) {
      case 'session.ready':
        if (event.token !== context().token) {
          store.assign({ connectedBefore: false });
          activate(event.token);
        }
        return;
      case 'session.ended':
        halt();
        store.set('waitingForSession', { ...noCount, connectedBefore: false, token: undefined });
        return;
      case 'unseenCount.refresh':
        return loading();
      // Events sent while the socket was (re)connecting are lost: fetch the counts again to catch up.
      case 'socket.connected':
        if (context().connectedBefore) {
          loading({ socketError: undefined, refusedTokens: 0 });
          emit({ type: 'realtime.reconnected' });
        } else loading({ socketError: undefined, refusedTokens: 0, connectedBefore: true });
        return;
      case 'socket.connectError':
        return store.assign({ socketError: event.message });
      // The renewed token reaches the counts as session.ready and opens a new socket; a server that refuses
      // every token is asked no more than the retries allow, and its message stays.
      case 'socket.refused': {
        const refusedTokens = context().refusedTokens + 1;
        store.assign({ socketError: event.message, refusedTokens });
        if (refusedTokens <= TIMINGS.retries) emit({ type: 'realtime.tokenRefused' });
        return;
      }
      case 'socket.notificationReceived':
        return receive(event.message);
      case 'socket.disconnected':
        return;
      case 'socket.countChanged':
        return settle(event);
    }
  }

  const counts: UnseenCountStore = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send,
    on(type, listener) {
      const host = (event: UnseenCountEmitted) => {
        if (event.type === type) listener(event as Parameters<typeof listener>[0]);
      };
      hosts.add(host);
      return { unsubscribe: () => hosts.delete(host) };
    },
    // Opens the socket for the token at hand, after a stop too (React's strict mode stops and restarts).
    start() {
      if (context().token !== undefined) activate(context().token);
      return counts;
    },
    stop: halt,
  };
  return counts;
}
