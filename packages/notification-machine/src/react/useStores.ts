import { useEffect } from 'react';
import { connectStores } from '../system/connect.js';
import type { StoreView } from '../system/connect.js';
import { useSystemActor, useView } from './use-actors.js';

/** A store (tab) of the provider with its unseen count. */
export type StoreState = StoreView;

/** The provider's stores, in the order configured, each with its name and unseen count: the center's tabs. */
export function useStores(): readonly StoreState[] {
  const [counts, { stores, request }] = useSystemActor('useStores', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  return useView(counts, (snapshot) => connectStores(snapshot, stores));
}
