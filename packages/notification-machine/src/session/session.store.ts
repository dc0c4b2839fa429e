// The widget session (SPEC §4, §5) as a small store: idle until both the application identifier and the
// subscriber id are known, then starting (initializing), then ready with a stored token, or failed with the
// server's message. A token about to lapse is renewed (starting.refreshing) while the old one still serves.
import { SESSION_INITIALIZE_FAILED_MESSAGE, STORAGE_KEYS, TIMINGS, WIDGET_PATHS } from '@herald/protocol';
import type { SessionInitializeBody, SessionInitializeResponse } from '@herald/protocol';
import { messageOf } from '../data/data-policy.js';
import { createLightStore, createSlot } from '../store/light-store.js';
import type { LightSnapshot, Readable } from '../store/light-store.js';
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

export type SessionValue = 'idle' | { starting: 'initializing' | 'refreshing' } | 'ready' | 'failed';
export type SessionSnapshot = LightSnapshot<SessionValue, SessionContext>;

export interface SessionStore extends Readable<SessionSnapshot> {
  send(event: SessionEvent): void;
  /** Starts a session if the subscriber is known; returns the store. */
  start(): SessionStore;
  /** Abandons the call in flight and the renewal timer. */
  stop(): void;
}

const NO_SESSION = { token: undefined, profile: undefined, expiresAt: undefined, error: undefined };

export function createSessionStore(input: SessionInput): SessionStore {
  const initialize = input.initialize ?? initializeSession;
  const store = createLightStore<SessionValue, SessionContext>('idle', {
    api: input.api,
    storage: input.storage ?? defaultTokenStorage(),
    applicationIdentifier: input.applicationIdentifier,
    subscriberId: input.subscriberId,
    subscriberHash: input.subscriberHash,
    ...NO_SESSION,
  });
  const work = createSlot();
  const context = () => store.getSnapshot().context;

  /** Hands the token (or none) to the client and the storage. */
  const keepToken = (token: string | null) => {
    const { api, storage } = context();
    api.setToken(token);
    try {
      if (token === null) storage?.removeItem(STORAGE_KEYS.widgetToken);
      else storage?.setItem(STORAGE_KEYS.widgetToken, token);
    } catch {
      // A full or forbidden storage only costs persistence; the client holds the token all the same.
    }
  };
  // Renew ahead of the expiry by the socket's connection timeout, so a handshake begun now still succeeds.
  const planRenewal = () => {
    const { expiresAt } = context();
    if (expiresAt === undefined) return;
    const delay = Math.max(expiresAt - TIMINGS.backoffTimeoutMs - Date.now(), 0);
    work.timer(Math.min(delay, LONGEST_TIMER_MS), () => begin('refreshing'));
  };
  // One call starts a session and renews it; a failure either way leaves no token behind.
  const begin: (phase: 'initializing' | 'refreshing') => void = (phase: 'initializing' | 'refreshing') => {
    store.set({ starting: phase }, phase === 'initializing' ? { error: undefined } : {});
    const { api, applicationIdentifier, subscriberId, subscriberHash } = context();
    work.task(
      (signal) => initialize({ api, applicationIdentifier, subscriberId, subscriberHash }, signal),
      (session) => {
        keepToken(session.token);
        const expiresAt = tokenExpiresAt(session.token);
        store.set('ready', { token: session.token, profile: session.profile, expiresAt, error: undefined });
        planRenewal();
      },
      (error) => {
        keepToken(null);
        console.error(SESSION_INITIALIZE_FAILED_MESSAGE, error);
        store.set('failed', { ...NO_SESSION, error: messageOf(error) });
      },
    );
  };
  const idle = (patch: Partial<SessionContext>) => {
    work.clear();
    keepToken(null);
    store.set('idle', { ...NO_SESSION, ...patch });
    const { applicationIdentifier, subscriberId } = context();
    if (applicationIdentifier && subscriberId) begin('initializing');
  };

  const session: SessionStore = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send(event) {
      const { value } = store.getSnapshot();
      switch (event.type) {
        case 'session.configure':
          if (sameSubscriber(context(), event)) return;
          return idle({
            applicationIdentifier: event.applicationIdentifier,
            subscriberId: event.subscriberId,
            subscriberHash: event.subscriberHash,
          });
        case 'session.logout':
          return idle({
            applicationIdentifier: undefined,
            subscriberId: undefined,
            subscriberHash: undefined,
          });
        // The server refused the token (it lapsed while the tab slept, or the server's key changed).
        case 'session.expired':
          if (value === 'ready') begin('refreshing');
          return;
        case 'session.retry':
          if (value === 'failed') begin('initializing');
          return;
      }
    },
    // Picks up the work of the current state again, after a stop too (React's strict mode stops and restarts).
    start() {
      const { value, context: current } = store.getSnapshot();
      if (typeof value === 'object') begin(value.starting);
      else if (value === 'ready') planRenewal();
      else if (value === 'idle' && current.applicationIdentifier && current.subscriberId)
        begin('initializing');
      return session;
    },
    stop: () => work.clear(),
  };
  return session;
}
