import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FeedEvent } from '../feed/feed.types.js';
import { connectFeed } from '../system/connect.js';
import { feedStoresOf } from '../system/stores.js';
import type { FeedView } from '../system/connect.js';
import { useNotificationScope } from './notification-context.js';
import { useSystemActor, useView } from './use-actors.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

/** A feed as a view sees it: connectFeed's values and actions. */
export type NotificationsState = FeedView;

export interface DataOptions {
  /**
   * Fetch again when the view mounts even if the copy at hand is fresh (off by default, docs/product.md §9).
   */
  refetchOnMount?: boolean | undefined;
  /** Fetch again when the window regains focus (off by default, docs/product.md §9). */
  refetchOnWindowFocus?: boolean | undefined;
}

/**
 * The feed of one store (tab), loaded when the view mounts; the first store when none is named; the archive as
 * `ARCHIVE_STORE_ID`.
 */
export function useNotifications(
  storeId?: string,
  { refetchOnMount = false, refetchOnWindowFocus = false }: DataOptions = {},
): NotificationsState {
  const { stores } = useNotificationScope('useNotifications');
  const id = storeId ?? stores[0]?.storeId ?? '';
  if (!feedStoresOf(stores).some((store) => store.storeId === id)) {
    throw new Error(`useNotifications: no store "${id}" in the provider's stores`);
  }
  // Undefined until the feed chunk has arrived: the hook answers a loading feed meanwhile.
  const [feed, { request, system }] = useSystemActor('useNotifications', (context) => context.feeds?.[id]);
  useEffect(() => request('feeds'), [request]);
  useEffect(
    () => feed?.send({ type: refetchOnMount ? 'feed.refetch' : 'feed.load' }),
    [feed, refetchOnMount],
  );
  useRefetchOnFocus(
    refetchOnWindowFocus,
    useCallback(() => feed?.send({ type: 'feed.refetch' }), [feed]),
  );

  // The system tells the feed of the store a popover shows, once that feed is there; a popover opened before the
  // system started, or a tab chosen in an open popover, is told when the system or the tab arrives.
  const popoverOpen = useRef(false);
  const send = useMemo(
    () => (event: FeedEvent) => {
      if (event.type !== 'popover.opened' && event.type !== 'popover.closed') return feed?.send(event);
      popoverOpen.current = event.type === 'popover.opened';
      system?.send({ type: event.type, storeId: id });
    },
    [system, feed, id],
  );
  useEffect(() => {
    if (popoverOpen.current) system?.send({ type: 'popover.opened', storeId: id });
  }, [system, id]);
  return useView(feed, (snapshot) => connectFeed(snapshot, send));
}

/**
 * Loads the feed code ahead of a feed view, e.g. when the pointer reaches the bell; the feeds start idle and fetch
 * nothing until a view mounts `useNotifications`.
 */
export function usePrefetchFeeds(): () => void {
  const { request } = useNotificationScope('usePrefetchFeeds');
  return useCallback(() => request('feeds'), [request]);
}
