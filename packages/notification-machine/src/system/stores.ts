import type { FeedStoreConfig } from '../feed/feed.types.js';

/** The feed's one tab when the host names none. */
export const DEFAULT_STORES: readonly FeedStoreConfig[] = [{ storeId: 'default_store' }];
