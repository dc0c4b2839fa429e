import { SESSION_INITIALIZE_FAILED_MESSAGE, STORAGE_KEYS, TIMINGS, WIDGET_PATHS } from '@herald/protocol';
import type { SessionInitializeBody, SessionInitializeResponse } from '@herald/protocol';
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../data/data-policy.js';
import type {
  InitializeSessionInput,
  SessionContext,
  SessionEvent,
  SessionInput,
  StartedSession,
  SubscriberIdentity,
  TokenStorage,
} from './session.types.js';

/** The longest delay a browser timer accepts; a token without an expiry waits this long, then nothing happens. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** POST /widgets/session/initialize; resolves to the widget token and the subscriber's profile. */
export const initializeSession = fromPromise<StartedSession, InitializeSessionInput>(
  async ({ input, signal }) => {
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
  },
);

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

/**
 * The widget session (SPEC §4, §5): idle until both the application identifier and the subscriber id are known,
 * then initializing, then ready with a stored token, or failed with the server's message. A token about to lapse
 * is renewed (refreshing) while the old one still serves, so an open tab never goes dead.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: { initializeSession },
  actions: {
    rememberSubscriber: assign(({ event }) =>
      event.type === 'session.configure'
        ? {
            applicationIdentifier: event.applicationIdentifier,
            subscriberId: event.subscriberId,
            subscriberHash: event.subscriberHash,
          }
        : {},
    ),
    forgetSubscriber: assign({
      applicationIdentifier: undefined,
      subscriberId: undefined,
      subscriberHash: undefined,
    }),
    keepSession: assign((_, session: StartedSession) => ({
      token: session.token,
      profile: session.profile,
      expiresAt: tokenExpiresAt(session.token),
      error: undefined,
    })),
    storeToken: ({ context }, session: StartedSession) => {
      context.api.setToken(session.token);
      try {
        context.storage?.setItem(STORAGE_KEYS.widgetToken, session.token);
      } catch {
        // A full or forbidden storage only costs persistence; the client already holds the token.
      }
    },
    forgetToken: ({ context }) => {
      context.api.setToken(null);
      try {
        context.storage?.removeItem(STORAGE_KEYS.widgetToken);
      } catch {
        // Nothing was stored where storage is forbidden.
      }
    },
    clearSession: assign({ token: undefined, profile: undefined, expiresAt: undefined, error: undefined }),
    clearError: assign({ error: undefined }),
    logFailure: (_, { error }: { error: unknown }) => {
      console.error(SESSION_INITIALIZE_FAILED_MESSAGE, error);
    },
    recordFailure: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
  },
  guards: {
    hasSubscriber: ({ context }) => Boolean(context.applicationIdentifier && context.subscriberId),
    isOtherSubscriber: ({ context, event }) =>
      event.type === 'session.configure' && !sameSubscriber(context, event),
    tokenLapses: ({ context }) => context.expiresAt !== undefined,
  },
  delays: {
    // Renew ahead of the expiry by the socket's connection timeout, so a handshake begun now still succeeds.
    tokenRenewal: ({ context }) =>
      context.expiresAt === undefined
        ? LONGEST_TIMER_MS
        : Math.min(Math.max(context.expiresAt - TIMINGS.backoffTimeoutMs - Date.now(), 0), LONGEST_TIMER_MS),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    api: input.api,
    storage: input.storage ?? defaultTokenStorage(),
    applicationIdentifier: input.applicationIdentifier,
    subscriberId: input.subscriberId,
    subscriberHash: input.subscriberHash,
    token: undefined,
    profile: undefined,
    expiresAt: undefined,
    error: undefined,
  }),
  initial: 'idle',
  on: {
    'session.configure': {
      guard: 'isOtherSubscriber',
      target: '.idle',
      actions: ['forgetToken', 'clearSession', 'rememberSubscriber'],
    },
    'session.logout': { target: '.idle', actions: ['forgetToken', 'clearSession', 'forgetSubscriber'] },
  },
  states: {
    idle: {
      always: { guard: 'hasSubscriber', target: 'starting' },
    },
    // One call starts a session and renews it; a failure either way leaves no token behind.
    starting: {
      invoke: {
        src: 'initializeSession',
        input: ({ context }) => ({
          api: context.api,
          applicationIdentifier: context.applicationIdentifier,
          subscriberId: context.subscriberId,
          subscriberHash: context.subscriberHash,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepSession', params: ({ event }) => event.output },
            { type: 'storeToken', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            'forgetToken',
            'clearSession',
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      initial: 'initializing',
      states: {
        initializing: { entry: 'clearError' },
        // The old token keeps serving while the new one is fetched.
        refreshing: {},
      },
    },
    ready: {
      after: { tokenRenewal: { guard: 'tokenLapses', target: 'starting.refreshing' } },
      // The server refused the token (it lapsed while the tab slept, or the server's key changed).
      on: { 'session.expired': 'starting.refreshing' },
    },
    failed: {
      on: { 'session.retry': 'starting' },
    },
  },
});
