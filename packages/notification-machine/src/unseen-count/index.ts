export { createUnseenCountActor, fetchUnseenCount, unseenCountMachine } from './unseen-count.machine.js';
export type { UnseenCountActor, UnseenCountValue } from './unseen-count.machine.js';
export {
  hasMoreUnread,
  hasMoreUnseen,
  isUnseenCountLoading,
  tabCounts,
  unreadCount,
  unseenCount,
  unseenCountError,
  unseenCountSocketError,
  unseenCountStatus,
} from './unseen-count.selectors.js';
export type { UnseenCountSnapshot } from './unseen-count.selectors.js';
export { UNSEEN_COUNT_STATUSES } from './unseen-count.types.js';
export type {
  CountsUpdate,
  FetchUnseenCountInput,
  UnseenCountContext,
  UnseenCountEmitted,
  UnseenCountEvent,
  UnseenCountInput,
  UnseenCountStatus,
  UnseenCountUpdate,
} from './unseen-count.types.js';
