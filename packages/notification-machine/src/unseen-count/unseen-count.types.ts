import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type { ApiClient } from '../api/api.types.js';

/** The part of a socket.io client socket the widget uses. */
export interface RealtimeSocket {
  on(event: string, listener: (payload: unknown) => void): void;
  disconnect(): void;
}

export type RealtimeSocketOptions = Partial<ManagerOptions & SocketOptions>;

/** Opens a realtime socket; injectable so tests and hosts can supply their own. */
export type SocketFactory = (url: string, options: RealtimeSocketOptions) => RealtimeSocket;

export interface UnseenCountInput {
  api: ApiClient;
  /** The socket.io server, usually the backend's origin. */
  socketUrl: string;
  /** The widget token; without it the count waits for `session.ready`. */
  token?: string | undefined;
  /** Defaults to socket.io-client's `io`. */
  createSocket?: SocketFactory | undefined;
}

export interface UnseenCountContext {
  api: ApiClient;
  socketUrl: string;
  createSocket: SocketFactory;
  token: string | undefined;
  unseenCount: number;
  /** True when the server counted up to its limit and there may be more. */
  hasMore: boolean;
  /** Why the count could not be fetched. */
  error: string | undefined;
  /** Why the realtime socket could not connect; cleared once it connects. */
  socketError: string | undefined;
  /** Failed fetches since the last success, for the retry delay. */
  failedAttempts: number;
}

/** The count as the REST call or the socket reports it. */
export interface UnseenCountUpdate {
  unseenCount: number;
  hasMore: boolean;
}

export type UnseenCountEvent =
  /** The session started (or restarted) with this token. */
  | { type: 'session.ready'; token: string }
  /** The session ended: the count is forgotten and the socket closed. */
  | { type: 'session.ended' }
  /** Fetches the count again. */
  | { type: 'unseenCount.refresh' }
  | { type: 'socket.connected' }
  | { type: 'socket.connectError'; message: string }
  | ({ type: 'socket.countChanged' } & UnseenCountUpdate);

export const UNSEEN_COUNT_STATUSES = [
  'waitingForSession',
  'loading',
  'retrying',
  'loaded',
  'failed',
] as const;
export type UnseenCountStatus = (typeof UNSEEN_COUNT_STATUSES)[number];

export interface FetchUnseenCountInput {
  api: ApiClient;
}

export interface RealtimeInput {
  socketUrl: string;
  token: string;
  createSocket: SocketFactory;
}
