export { createRealtimeSocket, isUnderTestRunner, listenToRealtime } from './realtime-socket.js';
export { realtimeSocket } from './socket.actor.js';
export type {
  RealtimeInput,
  RealtimeSocket,
  RealtimeSocketOptions,
  SocketEvent,
  SocketFactory,
} from './socket.types.js';
