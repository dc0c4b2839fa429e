import { useEffect, useMemo } from 'react';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import { tabCounts } from '../unseen-count/unseen-count.selectors.js';
import { useSnapshot, useSystemActor } from './use-actors.js';

const NO_COUNTS: Readonly<Record<string, number>> = {};

/** A store (tab) of the provider with its unseen count. */
export interface StoreState {
  storeId: string;
  /** The tab's name; the store id when the host gave none. */
  name: string;
  query: FeedStoreConfig['query'];
  /** Unseen messages in the store (at most 100), kept current by the realtime socket. */
  unseenCount: number;
}

/** The provider's stores, in the order configured, each with its name and unseen count: the center's tabs. */
export function useStores(): readonly StoreState[] {
  const [unseenCount, { stores, request }] = useSystemActor('useStores', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  const counts = useSnapshot(unseenCount, tabCounts, NO_COUNTS);
  return useMemo(
    () =>
      stores.map((store) => ({
        storeId: store.storeId,
        name: store.name ?? store.storeId,
        query: store.query,
        unseenCount: counts[store.storeId] ?? 0,
      })),
    [stores, counts],
  );
}
