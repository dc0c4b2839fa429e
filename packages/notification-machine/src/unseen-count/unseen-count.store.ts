import { COUNT_LIMIT, TIMINGS, WIDGET_PATHS } from '@herald/protocol';
import type {
  CountResponse,
  FeedStore,
  SOCKET_EVENT,
  UnreadCountChanged,
  UnseenCountChanged,
} from '@herald/protocol';
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { ApiClient } from '../api/api.types.js';
import { isRetryable, messageOf, retryDelay } from '../data/data-policy.js';
import {
  INVALID_SOCKET_PAYLOAD_LOG,
  SOCKET_CONNECT_ERROR_LOG,
  UNREAD_COUNT_CHANGED_EVENT,
  UNSEEN_COUNT_CHANGED_EVENT,
} from '../messages.js';
import { createRealtimeSocket, isUnderTestRunner } from './realtime-socket.js';
import type {
  CountsUpdate,
  FetchUnseenCountInput,
  RealtimeInput,
  RealtimeSocket,
  UnseenCountContext,
  UnseenCountEmitted,
  UnseenCountEvent,
  UnseenCountInput,
} from './unseen-count.types.js';

// The protocol keeps its socket event names beside their zod schemas, and importing one brings zod into the core;
// the compiler holds these names equal to the protocol's.
const COUNT_EVENTS = [
  ['unseen_count_changed', 'unseenCount'],
  ['unread_count_changed', 'unreadCount'],
] as const satisfies ReadonlyArray<
  readonly [(typeof SOCKET_EVENT)['unseenCountChanged' | 'unreadCountChanged'], 'unseenCount' | 'unreadCount']
>;

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
export const fetchUnseenCount = fromPromise<CountsUpdate, FetchUnseenCountInput>(
  async ({ input, signal }) => {
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
  },
);

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Opens the realtime socket with the token as auth and reports its count changes and connection errors. */
export const listenToRealtime = fromCallback<UnseenCountEvent, RealtimeInput>(({ input, sendBack }) => {
  let socket: RealtimeSocket | undefined;
  let stopped = false;
  const listen = (opened: RealtimeSocket) => {
    if (stopped) return opened.disconnect();
    socket = opened;
    opened.on('connect', () => sendBack({ type: 'socket.connected' }));
    opened.on('connect_error', (error) => {
      console.error(SOCKET_CONNECT_ERROR_LOG, error);
      sendBack({ type: 'socket.connectError', message: messageOf(error) });
    });
    for (const [event, field] of COUNT_EVENTS) {
      opened.on(event, (payload) => {
        const change = payload as Partial<UnseenCountChanged & UnreadCountChanged> | undefined;
        if (!isCount(change?.[field])) return console.error(INVALID_SOCKET_PAYLOAD_LOG, event, payload);
        sendBack({ type: 'socket.countChanged', [field]: change[field], hasMore: change.hasMore === true });
      });
    }
  };
  const opening = input.createSocket(input.socketUrl, {
    transports: ['websocket'],
    auth: { token: input.token },
    reconnectionDelay: TIMINGS.backoffMinMs,
    reconnectionDelayMax: TIMINGS.socketReconnectionDelayMaxMs,
    timeout: TIMINGS.backoffTimeoutMs,
  });
  if ('then' in opening) {
    opening.then(listen, (error: unknown) => {
      console.error(SOCKET_CONNECT_ERROR_LOG, error);
      if (!stopped) sendBack({ type: 'socket.connectError', message: messageOf(error) });
    });
  } else listen(opening);
  return () => {
    stopped = true;
    socket?.disconnect();
  };
});

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
  error: undefined,
  socketError: undefined,
  failedAttempts: 0,
};

/**
 * The unseen, unread and tab counts (SPEC §4 realtime): fetched over REST once the session is ready, then kept
 * current by the socket's count events, debounced, until the session ends or the actor stops.
 */
export const unseenCountMachine = setup({
  types: {
    context: {} as UnseenCountContext,
    events: {} as UnseenCountEvent,
    input: {} as UnseenCountInput,
    emitted: {} as UnseenCountEmitted,
  },
  actors: { fetchUnseenCount, listenToRealtime },
  actions: {
    rememberToken: assign(({ event }) => (event.type === 'session.ready' ? { token: event.token } : {})),
    resetCount: assign({ ...noCount, connectedBefore: false }),
    forgetToken: assign({ token: undefined }),
    applyCounts: assign((_, update: CountsUpdate) => ({ ...update, error: undefined, failedAttempts: 0 })),
    countFailedAttempt: assign(({ context }) => ({ failedAttempts: context.failedAttempts + 1 })),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearSocketError: assign({ socketError: undefined }),
    recordSocketError: assign(({ event }) =>
      event.type === 'socket.connectError' ? { socketError: event.message } : {},
    ),
    holdChange: assign(({ context, event }) => {
      if (event.type !== 'socket.countChanged') return {};
      const { unseenCount, unreadCount, hasMore } = event;
      const change =
        unreadCount === undefined ? { unseenCount, hasMore } : { unreadCount, hasMoreUnread: hasMore };
      return { pending: { ...context.pending, ...change } };
    }),
    applyHeldChange: assign(({ context }) => ({ ...context.pending, pending: {} })),
    announceCounts: ({ context }) => {
      announce(UNSEEN_COUNT_CHANGED_EVENT, { unseenCount: context.unseenCount, hasMore: context.hasMore });
      announce(UNREAD_COUNT_CHANGED_EVENT, {
        unreadCount: context.unreadCount,
        hasMore: context.hasMoreUnread,
      });
    },
    emitCountsChanged: emit(({ context }) => ({
      type: 'counts.changed' as const,
      unseenCount: context.unseenCount,
      unreadCount: context.unreadCount,
    })),
    noteConnection: assign({ connectedBefore: true }),
    emitReconnected: emit({ type: 'realtime.reconnected' as const }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== undefined,
    isNewToken: ({ context, event }) => event.type === 'session.ready' && event.token !== context.token,
    canRetry: ({ context }, { error }: { error: unknown }) =>
      context.failedAttempts < TIMINGS.retries && isRetryable(error),
    wasConnected: ({ context }) => context.connectedBefore,
  },
  delays: {
    retryDelay: ({ context }) => retryDelay(context.failedAttempts),
    socketDebounce: ({ context }) => context.debounceMs,
  },
}).createMachine({
  id: 'unseenCount',
  context: ({ input }) => ({
    ...noCount,
    api: input.api,
    socketUrl: input.socketUrl,
    createSocket: input.createSocket ?? createRealtimeSocket,
    stores: input.stores ?? [],
    fetchUnreadCount: input.fetchUnreadCount ?? false,
    debounceMs:
      input.debounceMs ?? (isUnderTestRunner() ? TIMINGS.socketDebounceTestMs : TIMINGS.socketDebounceMs),
    token: input.token,
    connectedBefore: false,
  }),
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      always: { guard: 'hasToken', target: 'active' },
      on: { 'session.ready': { target: 'active', actions: 'rememberToken' } },
    },
    active: {
      invoke: {
        src: 'listenToRealtime',
        input: ({ context }) => ({
          socketUrl: context.socketUrl,
          token: context.token ?? '',
          createSocket: context.createSocket,
        }),
      },
      on: {
        // A renewed token opens a new socket; its connect fetches the counts again.
        'session.ready': {
          guard: 'isNewToken',
          target: 'active',
          reenter: true,
          actions: ['rememberToken', assign({ connectedBefore: false })],
        },
        'session.ended': { target: 'waitingForSession', actions: ['resetCount', 'forgetToken'] },
        'unseenCount.refresh': '.loading',
        // Events sent while the socket was (re)connecting are lost: fetch the counts again to catch up.
        'socket.connected': [
          {
            guard: 'wasConnected',
            target: '.loading',
            actions: ['clearSocketError', 'emitReconnected'],
          },
          { target: '.loading', actions: ['clearSocketError', 'noteConnection'] },
        ],
        'socket.connectError': { actions: 'recordSocketError' },
        // A burst of changes settles into one update; the socket's count is newer than any answer in flight.
        'socket.countChanged': { target: '.settling', actions: 'holdChange' },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchUnseenCount',
            input: ({ context }) => context,
            onDone: {
              target: 'loaded',
              actions: { type: 'applyCounts', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
                target: 'retrying',
                actions: 'countFailedAttempt',
              },
              {
                target: 'failed',
                actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        retrying: {
          after: { retryDelay: 'loading' },
        },
        settling: {
          // Each further change restarts the wait.
          on: { 'socket.countChanged': { target: 'settling', reenter: true, actions: 'holdChange' } },
          after: {
            // The list and the tab counts follow: the host refetches its feeds, the counts refetch themselves.
            socketDebounce: {
              target: 'loading',
              actions: ['applyHeldChange', 'announceCounts', 'emitCountsChanged'],
            },
          },
        },
        loaded: {},
        failed: {},
      },
    },
  },
});
