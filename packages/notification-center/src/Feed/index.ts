export { Feed, FEED_ACTIONS_HEIGHT_PX, FEED_ROW_HEIGHT_PX, FEED_VARIANTS, feedRowHeight } from './Feed.js';
export type { FeedProps, FeedVariant } from './Feed.js';
export { useWindowedList } from './useWindowedList.js';
export type { WindowedRange } from './useWindowedList.js';
