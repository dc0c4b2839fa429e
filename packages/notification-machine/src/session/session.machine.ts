// The widget session (docs/product.md §4, §5) as a machine: idle until both the application identifier and
// the subscriber id are known, then starting (initializing), then ready with a stored token, or failed with
// the server's message. A token about to lapse is renewed (starting.refreshing) while the old one still
// serves.
import {
  SESSION_INITIALIZE_FAILED_MESSAGE,
  STORAGE_KEYS,
  TIMINGS,
  WIDGET_PATHS,
} from '@herald/notification-protocol';
import type { SessionInitializeBody, SessionInitializeResponse } from '@herald/notification-protocol';
import { messageOf } from '../data/data-policy.js';
import { and, assign, createActor, fromPromise, setup, stateIn } from 'xstate';
import { ApiError } from '../api/api-error.js';
import type { ActorOptions, SnapshotFrom } from 'xstate';
import type {
  InitializeSessionInput,
  SessionContext,
  SessionEvent,
  SessionInput,
  StartedSession,
  SubscriberIdentity,
  TokenStorage,
} from './session.types.js';

/** The longest delay a browser timer accepts: a renewal further away waits in steps of it. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** POST /widgets/session/initialize; resolves to the widget token and the subscriber's profile. */
export async function initializeSession(
  input: InitializeSessionInput,
  signal: AbortSignal,
): Promise<StartedSession> {
  const body: SessionInitializeBody = {
    applicationIdentifier: input.applicationIdentifier ?? '',
    subscriberId: input.subscriberId ?? '',
    hmacHash: input.subscriberHash,
  };
  const answer = (await input.api.post(WIDGET_PATHS.sessionInitialize, body, { signal })) as
    Partial<SessionInitializeResponse['data']> | undefined;
  if (typeof answer?.token !== 'string' || typeof answer.profile !== 'object') {
    throw new Error('The server answered the session call without a token and profile');
  }
  return answer as StartedSession;
}

/** The browser's localStorage, or nothing where there is none or where reading it is forbidden. */
export function defaultTokenStorage(): TokenStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Sandboxed frames throw a SecurityError on access; the session then lives in memory only.
    return undefined;
  }
}

/** When a JWT's `exp` says it lapses, in epoch milliseconds; undefined for a token without one. */
export function tokenExpiresAt(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (payload === undefined) return undefined;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

const sameSubscriber = (a: SubscriberIdentity, b: SubscriberIdentity) =>
  a.applicationIdentifier === b.applicationIdentifier &&
  a.subscriberId === b.subscriberId &&
  a.subscriberHash === b.subscriberHash;

const NO_SESSION = { token: undefined, profile: undefined, expiresAt: undefined, error: undefined };

/** The session call, with the subscriber the context holds when it starts. */
const startSession = fromPromise<StartedSession, SessionContext>(({ input, signal }) =>
  (input.initialize ?? initializeSession)(
    {
      api: input.api,
      applicationIdentifier: input.applicationIdentifier,
      subscriberId: input.subscriberId,
      subscriberHash: input.subscriberHash,
    },
    signal,
  ),
);

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { startSession },
  actions: {
    /** Hands the token (or none) to the client and the storage. */
    keepToken: ({ context }, token: string | null) => {
      context.api.setToken(token);
      try {
        if (token === null) context.storage?.removeItem(STORAGE_KEYS.widgetToken);
        else context.storage?.setItem(STORAGE_KEYS.widgetToken, token);
      } catch {
        // A full or forbidden storage only costs persistence; the client holds the token all the same.
      }
    },
    logFailure: (_, error: unknown) => console.error(SESSION_INITIALIZE_FAILED_MESSAGE, error),
    forget: assign(NO_SESSION),
  },
  guards: {
    knowsSubscriber: ({ context }) => Boolean(context.applicationIdentifier && context.subscriberId),
    otherSubscriber: ({ context, event }) =>
      event.type === 'session.configure' && !sameSubscriber(context, event),
    expires: ({ context }) => context.expiresAt !== undefined,
    holdsToken: ({ context }) => context.token !== undefined,
    /** The server answered a refusal (4xx), not a failure to reach it. */
    refused: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return error instanceof ApiError && error.statusCode !== undefined && error.statusCode < 500;
    },
  },
  delays: {
    // Renew ahead of the expiry by the socket's connection timeout, so a handshake begun now still succeeds.
    renewal: ({ context }) =>
      Math.min(
        Math.max((context.expiresAt ?? 0) - TIMINGS.backoffTimeoutMs - Date.now(), 0),
        LONGEST_TIMER_MS,
      ),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    api: input.api,
    storage: input.storage ?? defaultTokenStorage(),
    initialize: input.initialize,
    applicationIdentifier: input.applicationIdentifier,
    subscriberId: input.subscriberId,
    subscriberHash: input.subscriberHash,
    ...NO_SESSION,
  }),
  initial: 'idle',
  on: {
    // A new subscriber starts over; the same one changes nothing.
    'session.configure': {
      guard: 'otherSubscriber',
      target: '.idle',
      reenter: true,
      actions: [
        { type: 'keepToken', params: null },
        assign(({ event }) => ({
          ...NO_SESSION,
          applicationIdentifier: event.applicationIdentifier,
          subscriberId: event.subscriberId,
          subscriberHash: event.subscriberHash,
        })),
      ],
    },
    'session.suspend': '.suspended',
    'session.logout': {
      target: '.idle',
      reenter: true,
      actions: [
        { type: 'keepToken', params: null },
        assign({
          ...NO_SESSION,
          applicationIdentifier: undefined,
          subscriberId: undefined,
          subscriberHash: undefined,
        }),
      ],
    },
  },
  states: {
    idle: {
      always: { guard: 'knowsSubscriber', target: 'starting' },
    },
    // One call starts a session and renews it; a failure either way leaves no token behind.
    starting: {
      initial: 'initializing',
      states: {
        initializing: { entry: assign({ error: undefined }) },
        refreshing: {},
      },
      invoke: {
        src: 'startSession',
        input: ({ context }) => context,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepToken', params: ({ event }) => event.output.token },
            assign(({ event }) => ({
              token: event.output.token,
              profile: event.output.profile,
              expiresAt: tokenExpiresAt(event.output.token),
              error: undefined,
            })),
          ],
        },
        onError: [
          {
            // A renewal the server refuses: the subscriber's credentials were retired (a sign-out or a new
            // password in the host, a rotated key). The session has ended, which is no error of the host's code.
            guard: and([stateIn('#session.starting.refreshing'), 'refused']),
            target: 'failed',
            actions: [
              { type: 'keepToken', params: null },
              'forget',
              assign({ error: ({ event }) => messageOf(event.error) }),
            ],
          },
          {
            target: 'failed',
            actions: [
              { type: 'keepToken', params: null },
              { type: 'logFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
              'forget',
              assign({ error: ({ event }) => messageOf(event.error) }),
            ],
          },
        ],
      },
    },
    ready: {
      // A renewal further away than a timer reaches waits in steps of the longest one.
      after: { renewal: { guard: 'expires', target: 'starting.refreshing' } },
      on: {
        // The server refused the token (it lapsed while the tab slept, or the server's key changed).
        'session.expired': 'starting.refreshing',
      },
    },
    failed: {
      on: { 'session.retry': 'starting.initializing' },
    },
    // Nothing is renewed while the host replaces the subscriber's credentials; a new subscriber is kept for the
    // resume, which renews with it (the old token serving meanwhile) or starts afresh where there was none.
    suspended: {
      on: {
        'session.configure': {
          actions: assign(({ event }) => ({
            applicationIdentifier: event.applicationIdentifier,
            subscriberId: event.subscriberId,
            subscriberHash: event.subscriberHash,
          })),
        },
        'session.resume': [
          { guard: 'holdsToken', target: 'starting.refreshing' },
          { target: 'idle', actions: 'forget' },
        ],
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionValue = SessionSnapshot['value'];
export type SessionActor = ReturnType<typeof createSessionActor>;

/** The session actor, not yet started. */
export function createSessionActor(
  input: SessionInput,
  options: Omit<ActorOptions<typeof sessionMachine>, 'input'> = {},
) {
  return createActor(sessionMachine, { input, ...options });
}
