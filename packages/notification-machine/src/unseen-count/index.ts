export { linkUnseenCountToSession } from './link-to-session.js';
export { createRealtimeSocket } from './realtime-socket.js';
export { fetchUnseenCount, listenToRealtime, unseenCountMachine } from './unseen-count.machine.js';
export {
  hasMoreUnseen,
  isUnseenCountLoading,
  unseenCount,
  unseenCountError,
  unseenCountSocketError,
  unseenCountStatus,
} from './unseen-count.selectors.js';
export type { UnseenCountSnapshot } from './unseen-count.selectors.js';
export { UNSEEN_COUNT_STATUSES } from './unseen-count.types.js';
export type {
  FetchUnseenCountInput,
  RealtimeInput,
  RealtimeSocket,
  RealtimeSocketOptions,
  SocketFactory,
  UnseenCountContext,
  UnseenCountEvent,
  UnseenCountInput,
  UnseenCountStatus,
  UnseenCountUpdate,
} from './unseen-count.types.js';
