import type { MessageButtonType, NotificationMessage } from '@herald/protocol';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  feedError,
  feedHasMore,
  feedMessages,
  feedStatus,
  feedTotalCount,
  isFetchingNextPage,
} from '../feed/feed.selectors.js';
import type { FeedEvent, FeedStatus, MessageChange } from '../feed/feed.types.js';
import { useNotificationScope } from './notification-context.js';
import { useSnapshot, useSystemActor } from './use-actors.js';
import { useRefetchOnFocus } from './use-refetch-on-focus.js';

export interface NotificationsState {
  notifications: NotificationMessage[];
  status: FeedStatus;
  /** True while the first page is on its way. */
  isLoading: boolean;
  isFetchingNextPage: boolean;
  hasMore: boolean;
  totalCount: number;
  /** Why the feed, a page or a change failed; a failed change is already undone on screen. */
  error: string | undefined;
  fetchNextPage(): void;
  refetch(): void;
  markAsRead(messageId: string | string[]): void;
  /** Seen but not read. */
  markAsUnread(messageId: string | string[]): void;
  markAsSeen(messageId: string | string[]): void;
  markAllAsRead(): void;
  markAllAsSeen(): void;
  removeMessage(messageId: string): void;
  removeMessages(messageIds: string[]): void;
  removeAllMessages(): void;
  /** Presses a message's action button; the buttons hide once the action is done. */
  performAction(messageId: string, button: MessageButtonType, payload?: Record<string, unknown>): void;
  /** Marks the message read, logs the click, and returns the url to follow, if it has one. */
  clickNotification(messageId: string): string | undefined;
  /** The popover opened; closing it marks the fetched unseen messages seen. */
  popoverOpened(): void;
  popoverClosed(): void;
  /** The user switched to another tab: this tab's fetched messages become seen. */
  tabLeft(): void;
}

const NO_MESSAGES: NotificationMessage[] = [];

const asIds = (messageId: string | string[]) => (Array.isArray(messageId) ? messageId : [messageId]);

export interface DataOptions {
  /** Fetch again when the view mounts even if the copy at hand is fresh (off by default, SPEC §9). */
  refetchOnMount?: boolean | undefined;
  /** Fetch again when the window regains focus (off by default, SPEC §9). */
  refetchOnWindowFocus?: boolean | undefined;
}

/** The feed of one store (tab), loaded when the view mounts; the first store when none is named. */
export function useNotifications(
  storeId?: string,
  { refetchOnMount = false, refetchOnWindowFocus = false }: DataOptions = {},
): NotificationsState {
  const { stores } = useNotificationScope('useNotifications');
  const id = storeId ?? stores[0]?.storeId ?? '';
  if (!stores.some((store) => store.storeId === id)) {
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
    const send = (event: FeedEvent) => feed?.send(event);
    const change = (next: MessageChange) => send({ type: 'feed.change', change: next });
    const feedId = feed?.getSnapshot().context.store.query?.feedIdentifier;
    return {
      fetchNextPage: () => send({ type: 'feed.loadMore' }),
      refetch: () => send({ type: 'feed.refetch' }),
      markAsRead: (messageId: string | string[]) =>
        change({ kind: 'mark', messageIds: asIds(messageId), mark: { seen: true, read: true } }),
      markAsUnread: (messageId: string | string[]) =>
        change({ kind: 'mark', messageIds: asIds(messageId), mark: { seen: true, read: false } }),
      markAsSeen: (messageId: string | string[]) =>
        change({ kind: 'mark', messageIds: asIds(messageId), mark: { seen: true } }),
      markAllAsRead: () => change({ kind: 'markAll', mark: 'read', feedId }),
      markAllAsSeen: () => change({ kind: 'markAll', mark: 'seen', feedId }),
      removeMessage: (messageId: string) => change({ kind: 'remove', messageIds: [messageId] }),
      removeMessages: (messageIds: string[]) => change({ kind: 'remove', messageIds }),
      removeAllMessages: () => change({ kind: 'removeAll', feedId }),
      performAction: (messageId: string, button: MessageButtonType, payload?: Record<string, unknown>) =>
        change({ kind: 'action', messageId, button, ...(payload ? { payload } : {}) }),
      clickNotification: (messageId: string) => {
        const message = feed?.getSnapshot().context.messages.find((m) => m._id === messageId);
        send({ type: 'notification.click', messageId });
        return message?.cta.data.url;
      },
      popoverOpened: () => {
        popoverOpen.current = true;
        send({ type: 'popover.opened' });
      },
      popoverClosed: () => {
        popoverOpen.current = false;
        send({ type: 'popover.closed' });
      },
      tabLeft: () => send({ type: 'feed.tabLeft' }),
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
