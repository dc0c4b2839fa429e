// A socket the test plays the server for, handed to the machine through its socket factory.
import type { RealtimeSocket, RealtimeSocketOptions, SocketFactory } from '../src/socket/socket.types.js';

export class FakeSocket implements RealtimeSocket {
  readonly listeners = new Map<string, Array<(payload: unknown) => void>>();
  disconnected = false;
  active = true;

  constructor(
    readonly url: string,
    readonly options: RealtimeSocketOptions,
  ) {}

  on(event: string, listener: (payload: never) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (payload: unknown) => void]);
  }

  disconnect(): void {
    this.disconnected = true;
  }

  /** Refuses the handshake as a socket.io server's middleware does: the client gives up reconnecting. */
  refuse(message: string): void {
    this.active = false;
    this.receive('connect_error', new Error(message));
  }

  /** Delivers `event` as the server (or socket.io itself, for connect and connect_error) would. */
  receive(event: string, payload?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

export function createFakeSocketFactory(): { createSocket: SocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    createSocket: (url, options) => {
      const socket = new FakeSocket(url, options);
      sockets.push(socket);
      return socket;
    },
  };
}
