import type { FeedStore, NotificationMessage } from '@herald/notification-protocol';
import type { ApiClient } from '../api/api.types.js';
import type { SocketEvent, SocketFactory } from '../socket/socket.types.js';

export interface UnseenCountInput {
  api: ApiClient;
  /** The socket.io server, usually the backend's origin. */
  socketUrl: string;
  /** The widget token; without it the counts wait for `session.ready`. */
  token?: string | undefined;
  /** The REST count call; GET /widgets/notifications/unseen and the others unless a test supplies another. */
  fetchCounts?: ((input: FetchUnseenCountInput, signal: AbortSignal) => Promise<CountsUpdate>) | undefined;
  /** Defaults to socket.io-client, loaded lazily. */
  createSocket?: SocketFactory | undefined;
  /** The tabs whose counts to keep (`seen` false unless their query says otherwise). */
  stores?: readonly FeedStore[] | undefined;
  /** Whether the unread count is fetched too; the unseen count always is. */
  fetchUnreadCount?: boolean | undefined;
  /** Socket event debounce; defaults to docs/product.md §9's, longer under a test runner. */
  debounceMs?: number | undefined;
  /**
   * How long the first fetch waits for the socket to connect ({@link FIRST_CONNECT_GRACE_MS} unless given): the
   * counts are fetched once the socket hears every change, so a page load asks once, not again on the connect.
   */
  connectGraceMs?: number | undefined;
}

export interface UnseenCountContext {
  api: ApiClient;
  socketUrl: string;
  createSocket: SocketFactory | undefined;
  fetchCounts: UnseenCountInput['fetchCounts'];
  stores: readonly FeedStore[];
  fetchUnreadCount: boolean;
  debounceMs: number;
  connectGraceMs: number;
  token: string | undefined;
  unseenCount: number;
  /** True when the server counted up to its limit and there may be more. */
  hasMore: boolean;
  unreadCount: number;
  hasMoreUnread: boolean;
  /** Unseen messages per tab, by storeId. */
  tabCounts: Readonly<Record<string, number>>;
  /** Socket counts waiting out the debounce. */
  pending: Partial<CountsUpdate>;
  /** Messages the socket delivered while its counts wait out the debounce. */
  received: number;
  /** The burst interrupted a fetch (or came before any answer): the counts are fetched after it either way. */
  fetchAfterBurst: boolean;
  /** Whether the unread count is the server's (fetched, or heard on the socket), not the initial 0. */
  unreadKnown: boolean;
  /** Whether the socket connected before, so the next connect is a reconnect. */
  connectedBefore: boolean;
  /** Why the counts could not be fetched. */
  error: string | undefined;
  /** Why the realtime socket could not connect; cleared once it connects. */
  socketError: string | undefined;
  /** Tokens the socket's server refused in a row; past the retries the session is asked for no more. */
  refusedTokens: number;
  /** Failed fetches since the last success, for the retry delay. */
  failedAttempts: number;
}

/** The unseen count as the REST call or the socket reports it. */
export interface UnseenCountUpdate {
  unseenCount: number;
  hasMore: boolean;
}

/** Everything one count fetch answers. */
export interface CountsUpdate extends UnseenCountUpdate {
  unreadCount: number;
  hasMoreUnread: boolean;
  tabCounts: Record<string, number>;
}

export type UnseenCountEvent =
  /** The session started (or renewed its token) with this token. */
  | { type: 'session.ready'; token: string }
  /** The session ended: the counts are forgotten and the socket closed. */
  | { type: 'session.ended' }
  /** The session is held still: the socket closes and the counts stay as they are until the session is ready. */
  | { type: 'session.suspended' }
  /** Fetches every count again. */
  | { type: 'unseenCount.refresh' }
  | SocketEvent;

/**
 * What the counts announce to the host: a change the socket's messages do not explain (after the debounce), each
 * new message, every reconnect, and a token the socket's server refused (the session then renews it).
 */
export type UnseenCountEmitted =
  /** The counts changed for a reason other than new messages (marked elsewhere, removed): lists are stale. */
  | { type: 'counts.changed'; unseenCount: number; unreadCount: number }
  /** The socket delivered a new message, for the feeds to list at once. */
  | { type: 'notification.received'; message: NotificationMessage }
  /** The socket said data of the host's page changed, for the host to load it again. */
  | { type: 'data.changed'; resource: string }
  | { type: 'realtime.reconnected' }
  | { type: 'realtime.tokenRefused' };

export const UNSEEN_COUNT_STATUSES = [
  'waitingForSession',
  'connecting',
  'loading',
  'retrying',
  'loaded',
  'settling',
  'failed',
  'suspended',
] as const;
export type UnseenCountStatus = (typeof UNSEEN_COUNT_STATUSES)[number];

export interface FetchUnseenCountInput {
  api: ApiClient;
  stores: readonly FeedStore[];
  fetchUnreadCount: boolean;
}
