import type { NotificationMessage } from '@herald/notification-protocol';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  feedError,
  feedHasMore,
  feedMessages,
  feedStatus,
  feedTotalCount,
  isFetchingNextPage,
} from '../feed/feed.selectors.js';
import { feedActions } from '../system/connect.js';
import { feedStoresOf } from '../system/stores.js';
import type { FeedView } from '../system/connect.js';
import { useNotificationScope } from './notification-context.js';
import { useSnapshot, useSystemActor } from './use-actors.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

/** A feed as a view sees it: connectFeed's values and actions. */
export type NotificationsState = FeedView;

const NO_MESSAGES: NotificationMessage[] = [];

export interface DataOptions {
  /** Fetch again when the view mounts even if the copy at hand is fresh (off by default, SPEC §9). */
  refetchOnMount?: boolean | undefined;
  /** Fetch again when the window regains focus (off by default, SPEC §9). */
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
  const [feed, { request }] = useSystemActor('useNotifications', (context) => context.feeds?.[id]);
  useEffect(() => request('feeds'), [request]);
  useEffect(
    () => feed?.send({ type: refetchOnMount ? 'feed.refetch' : 'feed.load' }),
    [feed, refetchOnMount],
  );
  useRefetchOnFocus(
    refetchOnWindowFocus,
    useCallback(() => feed?.send({ type: 'feed.refetch' }), [feed]),
  );

  const notifications = useSnapshot(feed, feedMessages, NO_MESSAGES);
  const status = useSnapshot(feed, feedStatus, 'loading');
  const fetchingNextPage = useSnapshot(feed, isFetchingNextPage, false);
  const hasMore = useSnapshot(feed, feedHasMore, false);
  const totalCount = useSnapshot(feed, feedTotalCount, 0);
  const error = useSnapshot(feed, feedError, undefined);

  // The popover may open before the feed chunk arrives: the feed hears of it once it is there.
  const popoverOpen = useRef(false);
  useEffect(() => {
    if (popoverOpen.current) feed?.send({ type: 'popover.opened' });
  }, [feed]);

  const actions = useMemo(() => {
    const feedId = feed?.getSnapshot().context.store.query?.feedIdentifier;
    const act = feedActions(
      (event) => feed?.send(event),
      () => feed?.getSnapshot().context.messages ?? NO_MESSAGES,
      feedId,
    );
    return {
      ...act,
      popoverOpened: () => {
        popoverOpen.current = true;
        act.popoverOpened();
      },
      popoverClosed: () => {
        popoverOpen.current = false;
        act.popoverClosed();
      },
    };
  }, [feed]);

  return useMemo(
    () => ({
      notifications,
      status,
      isLoading: status === 'loading',
      isFetchingNextPage: fetchingNextPage,
      hasMore,
      totalCount,
      error,
      ...actions,
    }),
    [notifications, status, fetchingNextPage, hasMore, totalCount, error, actions],
  );
}

/**
 * Loads the feed code ahead of a feed view, e.g. when the pointer reaches the bell; the feeds start idle and fetch
 * nothing until a view mounts `useNotifications`.
 */
export function usePrefetchFeeds(): () => void {
  const { request } = useNotificationScope('usePrefetchFeeds');
  return useCallback(() => request('feeds'), [request]);
}
