import { io } from 'socket.io-client';
import type { RealtimeSocket, RealtimeSocketOptions } from './unseen-count.types.js';

/** The default socket factory: a socket.io-client socket. */
export function createRealtimeSocket(url: string, options: RealtimeSocketOptions): RealtimeSocket {
  const socket = io(url, options);
  return {
    on: (event, listener) => {
      socket.on(event, listener);
    },
    disconnect: () => {
      socket.disconnect();
    },
  };
}
