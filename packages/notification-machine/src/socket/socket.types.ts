import type { NotificationMessage } from '@herald/notification-protocol';

/** The part of a socket.io-client socket the widget uses. */
export interface RealtimeSocket {
  /** False once the server has refused the handshake: socket.io-client then stops reconnecting on its own. */
  readonly active?: boolean;
  on(event: string, listener: (payload: never) => void): unknown;
  disconnect(): unknown;
}

/** socket.io-client's options the widget sets. */
export interface RealtimeSocketOptions {
  /** Sent with the connect packet; the server reads the widget token from it. */
  auth: { token: string };
  /** First wait before reconnecting (ms), doubling up to reconnectionDelayMax, give or take half. */
  reconnectionDelay: number;
  reconnectionDelayMax: number;
  /** How long a connection may take to open (ms). */
  timeout: number;
}

/** Opens a realtime socket, at once or once its library has loaded; injectable for tests and hosts. */
export type SocketFactory = (
  url: string,
  options: RealtimeSocketOptions,
) => RealtimeSocket | Promise<RealtimeSocket>;

export interface RealtimeInput {
  /** The socket.io server, usually the backend's origin. */
  socketUrl: string;
  /** The widget token, sent in the handshake's auth. */
  token: string;
  /** socket.io-client (loaded lazily) unless a test or a host supplies another. */
  createSocket?: SocketFactory | undefined;
}

/** What the socket reports to the actor that runs it. */
export type SocketEvent =
  /** Connected, the first time or again after a reconnection. */
  | { type: 'socket.connected' }
  /** The connection dropped; socket.io-client tries again unless the server or the widget closed it. */
  | { type: 'socket.disconnected'; reason: string }
  /** The connection could not be made (the network's message); socket.io-client tries again. */
  | { type: 'socket.connectError'; message: string }
  /**
   * The server refused the token (lapsed, or signed with a key it no longer holds) or closed the socket: only a
   * new token helps.
   */
  | { type: 'socket.refused'; message: string }
  /** One count event: `unseenCount` or `unreadCount`, with hasMore. */
  | { type: 'socket.countChanged'; unseenCount?: number; unreadCount?: number; hasMore: boolean }
  /** A new message for the subscriber, in full. */
  | { type: 'socket.notificationReceived'; message: NotificationMessage }
  /** Data the host's page shows changed on the server (`data_changed`), named in the host's words. */
  | { type: 'socket.dataChanged'; resource: string };
