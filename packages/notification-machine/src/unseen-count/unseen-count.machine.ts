// The unseen, unread and tab counts (docs/product.md §4 realtime) as a machine: fetched over REST once the
// session is ready, then kept current by the socket (a child actor while active): its count events,
// debounced, and the messages it delivers. States: waitingForSession, then active with loading, retrying,
// settling, loaded or failed.
import { COUNT_LIMIT, TIMINGS, WIDGET_PATHS, messageMatchesFeed } from '@herald/notification-protocol';
import type { CountResponse, FeedStore, NotificationMessage } from '@herald/notification-protocol';
import type { ApiClient } from '../api/api.types.js';
import { isRetryable, messageOf, retryDelay } from '../data/data-policy.js';
import { UNREAD_COUNT_CHANGED_EVENT, UNSEEN_COUNT_CHANGED_EVENT } from '../messages.js';
import { isUnderTestRunner } from '../socket/realtime-socket.js';
import { realtimeSocket } from '../socket/socket.actor.js';
import { assign, createActor, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { ActorOptions, SnapshotFrom } from 'xstate';
import type {
  CountsUpdate,
  FetchUnseenCountInput,
  UnseenCountContext,
  UnseenCountEmitted,
  UnseenCountEvent,
  UnseenCountInput,
} from './unseen-count.types.js';

type CountChanged = Extract<UnseenCountEvent, { type: 'socket.countChanged' }>;

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

/**
 * The first fetch waits this long at most for the socket: it usually connects within a round trip or two, and
 * where it cannot (a proxy refusing websockets) the counts still arrive.
 */
export const FIRST_CONNECT_GRACE_MS = 1500;

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

/** Whether the socket's pending counts differ from the known ones by exactly the messages it delivered. */
function explainedByReceived(context: UnseenCountContext): boolean {
  const { pending, received } = context;
  const explains = (now: number | undefined, was: number) => now === undefined || now - was === received;
  return (
    !context.fetchAfterBurst &&
    received > 0 &&
    explains(pending.unseenCount, context.unseenCount) &&
    (!context.unreadKnown || explains(pending.unreadCount, context.unreadCount))
  );
}

export const unseenCountMachine = setup({
  types: {
    context: {} as UnseenCountContext,
    events: {} as UnseenCountEvent,
    input: {} as UnseenCountInput,
    emitted: {} as UnseenCountEmitted,
    // The states in which the count is still on its way: waiting for the socket, fetching, between retries.
    tags: {} as 'loading',
  },
  actors: {
    realtimeSocket,
    fetchCounts: fromPromise<CountsUpdate, UnseenCountContext>(({ input, signal }) =>
      (input.fetchCounts ?? fetchUnseenCount)(input, signal),
    ),
  },
  actions: {
    /** Holds a socket count until the burst settles; `interrupts` when a fetch or no answer was under way. */
    queueCount: assign(({ context }, { event, interrupts }: { event: CountChanged; interrupts: boolean }) => {
      const { unseenCount, unreadCount, hasMore } = event;
      const change =
        unreadCount === undefined ? { unseenCount, hasMore } : { unreadCount, hasMoreUnread: hasMore };
      return {
        pending: { ...context.pending, ...change },
        fetchAfterBurst: context.fetchAfterBurst || interrupts,
      };
    }),
    applyPending: assign(({ context }) => ({
      ...context.pending,
      pending: {},
      received: 0,
      fetchAfterBurst: false,
      unreadKnown: context.unreadKnown || context.pending.unreadCount !== undefined,
    })),
    /** Tells the page about the new counts, for hosts that update a title or a favicon. */
    announceCounts: ({ context }) => {
      announce(UNSEEN_COUNT_CHANGED_EVENT, { unseenCount: context.unseenCount, hasMore: context.hasMore });
      announce(UNREAD_COUNT_CHANGED_EVENT, {
        unreadCount: context.unreadCount,
        hasMore: context.hasMoreUnread,
      });
    },
    // The lists and the tab counts follow: the host refetches its feeds, the counts refetch themselves.
    announceChange: emit(({ context }) => ({
      type: 'counts.changed' as const,
      unseenCount: context.unseenCount,
      unreadCount: context.unreadCount,
    })),
    // A new message is unseen: each tab whose query selects it counts one more.
    receive: enqueueActions(({ context, enqueue }, message: NotificationMessage) => {
      const counted = Object.fromEntries(
        context.stores
          .filter((feed) => messageMatchesFeed(message, feed.query ?? {}))
          .map((feed) => [feed.storeId, (context.tabCounts[feed.storeId] ?? 0) + 1]),
      );
      enqueue.assign({ tabCounts: { ...context.tabCounts, ...counted }, received: context.received + 1 });
      enqueue.emit({ type: 'notification.received', message });
    }),
    // The renewed token reaches the counts as session.ready and opens a new socket; a server that refuses every
    // token is asked no more than the retries allow, and its message stays.
    refused: enqueueActions(({ context, enqueue }, message: string) => {
      const refusedTokens = context.refusedTokens + 1;
      enqueue.assign({ socketError: message, refusedTokens });
      if (refusedTokens <= TIMINGS.retries) enqueue.emit({ type: 'realtime.tokenRefused' });
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== undefined,
    newToken: ({ context, event }) => event.type === 'session.ready' && event.token !== context.token,
    connectedBefore: ({ context }) => context.connectedBefore,
    canRetry: ({ context }, error: unknown) => context.failedAttempts < TIMINGS.retries && isRetryable(error),
    explained: ({ context }) => explainedByReceived(context),
  },
  delays: {
    debounce: ({ context }) => context.debounceMs,
    connectGrace: ({ context }) => context.connectGraceMs,
    retry: ({ context }) => retryDelay(context.failedAttempts),
  },
}).createMachine({
  id: 'unseenCount',
  context: ({ input }) => ({
    ...noCount,
    api: input.api,
    socketUrl: input.socketUrl,
    createSocket: input.createSocket,
    fetchCounts: input.fetchCounts,
    stores: input.stores ?? [],
    fetchUnreadCount: input.fetchUnreadCount ?? false,
    debounceMs:
      input.debounceMs ?? (isUnderTestRunner() ? TIMINGS.socketDebounceTestMs : TIMINGS.socketDebounceMs),
    connectGraceMs: input.connectGraceMs ?? FIRST_CONNECT_GRACE_MS,
    token: input.token,
    connectedBefore: false,
  }),
  initial: 'waitingForSession',
  states: {
    // The counts shown stay while the session is held still; the socket is closed. The next session's token opens
    // a new one, whose connect fetches the counts again.
    suspended: {
      on: {
        'session.ready': {
          target: 'active',
          actions: assign({ token: ({ event }) => event.token, connectedBefore: false }),
        },
        'session.ended': {
          target: 'waitingForSession',
          actions: assign({ ...noCount, connectedBefore: false, token: undefined }),
        },
      },
    },
    waitingForSession: {
      always: { guard: 'hasToken', target: 'active' },
      on: { 'session.ready': { target: 'active', actions: assign({ token: ({ event }) => event.token }) } },
    },
    active: {
      // A renewed token opens a new socket; its connect fetches the counts again.
      invoke: {
        id: 'socket',
        src: 'realtimeSocket',
        input: ({ context }) => ({
          socketUrl: context.socketUrl,
          token: context.token ?? '',
          createSocket: context.createSocket,
        }),
      },
      // The counts are fetched once the socket connects (its connect below), so the answer misses no change and a
      // page load asks once; a socket that cannot connect soon does not hold the counts back.
      initial: 'connecting',
      on: {
        'session.ready': {
          guard: 'newToken',
          target: 'active',
          reenter: true,
          actions: assign({ token: ({ event }) => event.token, connectedBefore: false }),
        },
        'session.ended': {
          target: 'waitingForSession',
          actions: assign({ ...noCount, connectedBefore: false, token: undefined }),
        },
        'session.suspended': 'suspended',
        'unseenCount.refresh': '.loading',
        // Events sent while the socket was (re)connecting are lost: fetch the counts again to catch up.
        'socket.connected': [
          {
            guard: 'connectedBefore',
            target: '.loading',
            actions: [
              assign({ socketError: undefined, refusedTokens: 0 }),
              emit({ type: 'realtime.reconnected' }),
            ],
          },
          {
            target: '.loading',
            actions: assign({ socketError: undefined, refusedTokens: 0, connectedBefore: true }),
          },
        ],
        'socket.connectError': { actions: assign({ socketError: ({ event }) => event.message }) },
        'socket.refused': { actions: { type: 'refused', params: ({ event }) => event.message } },
        'socket.notificationReceived': { actions: { type: 'receive', params: ({ event }) => event.message } },
        'socket.dataChanged': {
          actions: emit(({ event }) => ({ type: 'data.changed' as const, resource: event.resource })),
        },
        // A burst of changes settles into one update; the socket's count is newer than any answer in flight.
        'socket.countChanged': {
          target: '.settling',
          actions: { type: 'queueCount', params: ({ event }) => ({ event, interrupts: true }) },
        },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'fetchCounts',
            input: ({ context }) => context,
            onDone: {
              target: 'loaded',
              actions: assign(({ context, event }) => ({
                ...event.output,
                error: undefined,
                failedAttempts: 0,
                unreadKnown: context.fetchUnreadCount,
              })),
            },
            onError: [
              {
                guard: {
                  type: 'canRetry',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: 'retrying',
                actions: assign({ failedAttempts: ({ context }) => context.failedAttempts + 1 }),
              },
              { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
        connecting: {
          tags: 'loading',
          after: { connectGrace: 'loading' },
          on: {
            'socket.connectError': {
              target: 'loading',
              actions: assign({ socketError: ({ event }) => event.message }),
            },
          },
        },
        retrying: { tags: 'loading', after: { retry: 'loading' } },
        // When the messages the socket delivered meanwhile explain the change, nothing is fetched: the feeds
        // listed them already and the tabs they belong to count them. Any other change (marked elsewhere,
        // removed) is fetched again.
        settling: {
          on: {
            'socket.countChanged': {
              target: 'settling',
              reenter: true,
              actions: { type: 'queueCount', params: ({ event }) => ({ event, interrupts: false }) },
            },
          },
          after: {
            debounce: [
              { guard: 'explained', target: 'loaded', actions: ['applyPending', 'announceCounts'] },
              { target: 'loading', actions: ['applyPending', 'announceCounts', 'announceChange'] },
            ],
          },
        },
        loaded: {
          on: {
            'socket.countChanged': {
              target: 'settling',
              actions: { type: 'queueCount', params: ({ event }) => ({ event, interrupts: false }) },
            },
          },
        },
        failed: {},
      },
    },
  },
});

export type UnseenCountSnapshot = SnapshotFrom<typeof unseenCountMachine>;
export type UnseenCountValue = UnseenCountSnapshot['value'];
export type UnseenCountActor = ReturnType<typeof createUnseenCountActor>;

/** The counts actor, not yet started. */
export function createUnseenCountActor(
  input: UnseenCountInput,
  options: Omit<ActorOptions<typeof unseenCountMachine>, 'input'> = {},
) {
  return createActor(unseenCountMachine, { input, ...options });
}
