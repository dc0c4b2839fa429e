import type { SubscriberProfile } from '@herald/notification-protocol';
import type { ApiClient } from '../api/api.types.js';

/** Where the widget keeps its token between page loads (localStorage in a browser). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Who the widget speaks for (docs/product.md §6). */
export interface SubscriberIdentity {
  applicationIdentifier?: string | undefined;
  subscriberId?: string | undefined;
  /** HMAC of the subscriber id, required when the environment enforces HMAC. */
  subscriberHash?: string | undefined;
}

export interface SessionInput extends SubscriberIdentity {
  api: ApiClient;
  /** Defaults to the browser's localStorage when there is one. */
  storage?: TokenStorage | undefined;
  /** The session call; POST /widgets/session/initialize unless a test or a host supplies another. */
  initialize?: ((input: InitializeSessionInput, signal: AbortSignal) => Promise<StartedSession>) | undefined;
}

export interface SessionContext extends SubscriberIdentity {
  api: ApiClient;
  storage: TokenStorage | undefined;
  initialize: SessionInput['initialize'];
  token: string | undefined;
  profile: SubscriberProfile | undefined;
  /** When the token lapses (epoch ms), read from its `exp`; undefined when it never does. */
  expiresAt: number | undefined;
  /** The server's message (or the network's) when the session could not start. */
  error: string | undefined;
}

export type SessionEvent =
  /** Supplies or changes the subscriber; the session restarts when the subscriber changed. */
  | ({ type: 'session.configure' } & SubscriberIdentity)
  /** Tries again after a failure. */
  | { type: 'session.retry' }
  /** The server refused the token: start a new session for the same subscriber. */
  | { type: 'session.expired' }
  /** Forgets the token and the subscriber. */
  | { type: 'session.logout' }
  /**
   * Holds the session still while the host replaces the subscriber's credentials (a new password retires the
   * subscriber hash): no renewal, no socket; the token at hand keeps serving the lists.
   */
  | { type: 'session.suspend' }
  /** Renews the session with the subscriber as configured now, the old token serving until the new one comes. */
  | { type: 'session.resume' };

export const SESSION_STATUSES = [
  'idle',
  'initializing',
  'ready',
  'refreshing',
  'suspended',
  'failed',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** What the session call answers, once validated. */
export interface StartedSession {
  token: string;
  profile: SubscriberProfile;
}

/** What the session call needs. */
export interface InitializeSessionInput extends SubscriberIdentity {
  api: ApiClient;
}
