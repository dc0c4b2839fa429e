export { FeedTabs } from './FeedTabs.js';
export type { FeedTab, FeedTabsProps } from './FeedTabs.js';
