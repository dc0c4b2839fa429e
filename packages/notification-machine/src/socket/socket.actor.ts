// The realtime socket as a child actor: invoked by the counts while the session is ready, stopped (and its
// connection closed) when they leave that state.
import { fromCallback } from 'xstate';
import { listenToRealtime } from './realtime-socket.js';
import type { RealtimeInput, SocketEvent } from './socket.types.js';

export const realtimeSocket = fromCallback<{ type: never }, RealtimeInput>(({ input, sendBack }) =>
  listenToRealtime(input, (event: SocketEvent) => sendBack(event)),
);
