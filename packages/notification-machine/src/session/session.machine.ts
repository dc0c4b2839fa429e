import {
  SESSION_INITIALIZE_FAILED_MESSAGE,
  STORAGE_KEYS,
  WIDGET_PATHS,
  sessionInitializeBodySchema,
  sessionInitializeResponseSchema,
} from '@herald/protocol';
import { assign, fromPromise, setup } from 'xstate';
import type {
  InitializeSessionInput,
  SessionContext,
  SessionEvent,
  SessionInput,
  StartedSession,
  SubscriberIdentity,
  TokenStorage,
} from './session.types.js';

/** POST /widgets/session/initialize; resolves to the widget token and the subscriber's profile. */
export const initializeSession = fromPromise<StartedSession, InitializeSessionInput>(
  async ({ input, signal }) => {
    const body = sessionInitializeBodySchema.parse({
      applicationIdentifier: input.applicationIdentifier,
      subscriberId: input.subscriberId,
      hmacHash: input.subscriberHash,
    });
    const answer = sessionInitializeResponseSchema.shape.data.safeParse(
      await input.api.post(WIDGET_PATHS.sessionInitialize, body, { signal }),
    );
    if (!answer.success) throw new Error('The server answered the session call without a token and profile');
    return answer.data;
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const sameSubscriber = (a: SubscriberIdentity, b: SubscriberIdentity) =>
  a.applicationIdentifier === b.applicationIdentifier &&
  a.subscriberId === b.subscriberId &&
  a.subscriberHash === b.subscriberHash;

/**
 * The widget session (SPEC §4, §5): idle until both the application identifier and the subscriber id are known,
 * then initializing, then ready with a stored token, or failed with the server's message.
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
    clearSession: assign({ token: undefined, profile: undefined, error: undefined }),
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
      always: { guard: 'hasSubscriber', target: 'initializing' },
    },
    initializing: {
      entry: 'clearError',
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
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: {},
    failed: {
      on: { 'session.retry': 'initializing' },
    },
  },
});
