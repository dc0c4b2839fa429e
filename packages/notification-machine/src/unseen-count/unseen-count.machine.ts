import {
  COUNT_LIMIT,
  SOCKET_EVENT,
  TIMINGS,
  countResponseSchema,
  unseenCountChangedSchema,
  WIDGET_PATHS,
} from '@herald/protocol';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { ApiError } from '../api/api-error.js';
import { INVALID_SOCKET_PAYLOAD_LOG, SOCKET_CONNECT_ERROR_LOG } from '../messages.js';
import { createRealtimeSocket } from './realtime-socket.js';
import type {
  FetchUnseenCountInput,
  RealtimeInput,
  UnseenCountContext,
  UnseenCountEvent,
  UnseenCountInput,
  UnseenCountUpdate,
} from './unseen-count.types.js';

/** GET /widgets/notifications/unseen?limit=100. */
export const fetchUnseenCount = fromPromise<UnseenCountUpdate, FetchUnseenCountInput>(
  async ({ input, signal }) => {
    const answer = countResponseSchema.shape.data.safeParse(
      await input.api.get(WIDGET_PATHS.unseenCount, { limit: COUNT_LIMIT }, { signal }),
    );
    if (!answer.success) throw new Error('The server answered the unseen count without a count');
    // The server counts no further than the limit, so reaching it means there may be more.
    return { unseenCount: answer.data.count, hasMore: answer.data.count >= COUNT_LIMIT };
  },
);

/** Opens the realtime socket with the token as auth and reports its count changes and connection errors. */
export const listenToRealtime = fromCallback<UnseenCountEvent, RealtimeInput>(({ input, sendBack }) => {
  const socket = input.createSocket(input.socketUrl, {
    transports: ['websocket'],
    auth: { token: input.token },
    reconnectionDelayMax: TIMINGS.socketReconnectionDelayMaxMs,
  });
  socket.on('connect', () => sendBack({ type: 'socket.connected' }));
  socket.on('connect_error', (error) => {
    console.error(SOCKET_CONNECT_ERROR_LOG, error);
    sendBack({ type: 'socket.connectError', message: messageOf(error) });
  });
  socket.on(SOCKET_EVENT.unseenCountChanged, (payload) => {
    const change = unseenCountChangedSchema.safeParse(payload);
    if (!change.success) {
      console.error(INVALID_SOCKET_PAYLOAD_LOG, SOCKET_EVENT.unseenCountChanged, change.error);
      return;
    }
    sendBack({ type: 'socket.countChanged', ...change.data });
  });
  return () => socket.disconnect();
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A client error (4xx) will not heal by asking again. */
const isClientError = (error: unknown) =>
  error instanceof ApiError &&
  error.statusCode !== undefined &&
  error.statusCode >= 400 &&
  error.statusCode < 500;

const noCount = {
  unseenCount: 0,
  hasMore: false,
  error: undefined,
  socketError: undefined,
  failedAttempts: 0,
};

/**
 * The unseen count (SPEC §4 realtime): fetched over REST once the session is ready, then kept current by the
 * socket's `unseen_count_changed` events until the session ends or the actor stops.
 */
export const unseenCountMachine = setup({
  types: {
    context: {} as UnseenCountContext,
    events: {} as UnseenCountEvent,
    input: {} as UnseenCountInput,
  },
  actors: { fetchUnseenCount, listenToRealtime },
  actions: {
    rememberToken: assign(({ event }) => (event.type === 'session.ready' ? { token: event.token } : {})),
    resetCount: assign(noCount),
    forgetToken: assign({ token: undefined }),
    applyCount: assign((_, update: UnseenCountUpdate) => ({
      unseenCount: update.unseenCount,
      hasMore: update.hasMore,
      error: undefined,
      failedAttempts: 0,
    })),
    countFailedAttempt: assign(({ context }) => ({ failedAttempts: context.failedAttempts + 1 })),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearSocketError: assign({ socketError: undefined }),
    recordSocketError: assign(({ event }) =>
      event.type === 'socket.connectError' ? { socketError: event.message } : {},
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== undefined,
    isNewToken: ({ context, event }) => event.type === 'session.ready' && event.token !== context.token,
    canRetry: ({ context }, { error }: { error: unknown }) =>
      context.failedAttempts < TIMINGS.retries && !isClientError(error),
  },
  delays: {
    // Doubles from the base delay up to the ceiling (SPEC §9).
    retryDelay: ({ context }) =>
      Math.min(TIMINGS.retryDelayBaseMs * 2 ** (context.failedAttempts - 1), TIMINGS.retryDelayMaxMs),
  },
}).createMachine({
  id: 'unseenCount',
  context: ({ input }) => ({
    ...noCount,
    api: input.api,
    socketUrl: input.socketUrl,
    createSocket: input.createSocket ?? createRealtimeSocket,
    token: input.token,
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
        // A new token means a new subscriber session: a new socket and a fresh count.
        'session.ready': {
          guard: 'isNewToken',
          target: 'active',
          reenter: true,
          actions: ['resetCount', 'rememberToken'],
        },
        'session.ended': { target: 'waitingForSession', actions: ['resetCount', 'forgetToken'] },
        'unseenCount.refresh': '.loading',
        // Events sent while the socket was (re)connecting are lost: fetch the count again to catch up.
        'socket.connected': { target: '.loading', actions: 'clearSocketError' },
        'socket.connectError': { actions: 'recordSocketError' },
        // The socket's count is newer than any answer still in flight.
        'socket.countChanged': {
          target: '.loaded',
          actions: { type: 'applyCount', params: ({ event }) => event },
        },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchUnseenCount',
            input: ({ context }) => ({ api: context.api }),
            onDone: {
              target: 'loaded',
              actions: { type: 'applyCount', params: ({ event }) => event.output },
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
        loaded: {},
        failed: {},
      },
    },
  },
});
