export { applyChange, encodePayloadFilter, restoreMessages, sendChange } from './feed.changes.js';
export { feedMachine, fetchFeedPage, saveChange } from './feed.machine.js';
export {
  feedError,
  feedHasMore,
  feedMessages,
  feedStatus,
  feedTotalCount,
  isFeedLoading,
  isFetchingNextPage,
} from './feed.selectors.js';
export type { FeedSnapshot } from './feed.selectors.js';
export { FEED_STATUSES } from './feed.types.js';
export type {
  FeedContext,
  FeedEmitted,
  FeedEvent,
  FeedInput,
  FeedPage,
  FeedStatus,
  FeedStoreConfig,
  FetchFeedPageInput,
  MessageChange,
  SaveChangeInput,
} from './feed.types.js';
