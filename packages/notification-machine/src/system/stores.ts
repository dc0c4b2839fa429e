import type { FeedStoreConfig } from '../feed/feed.types.js';

/** The feed's one tab when the host names none. */
export const DEFAULT_STORES: readonly FeedStoreConfig[] = [{ storeId: 'default_store' }];

/** The store of the archive: every archived message, whatever tab it was archived from. */
export const ARCHIVE_STORE_ID = 'archived';
const ARCHIVE_STORE: FeedStoreConfig = { storeId: ARCHIVE_STORE_ID, query: { archived: true } };

/** The feeds the system keeps: the host's stores (its tabs) and the archive, unless a store already is it. */
export function feedStoresOf(stores: readonly FeedStoreConfig[]): readonly FeedStoreConfig[] {
  return stores.some((store) => store.storeId === ARCHIVE_STORE_ID) ? stores : [...stores, ARCHIVE_STORE];
}
