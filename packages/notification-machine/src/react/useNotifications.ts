import type { MessageButtonType, NotificationMessage } from '@herald/protocol';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import {
  feedError,
  feedHasMore,
  feedMessages,
  feedStatus,
  feedTotalCount,
  isFetchingNextPage,
} from '../feed/feed.selectors.js';
import type { FeedStatus, MessageChange } from '../feed/feed.types.js';
import { useFeedActors, useNotificationActors } from './notification-context.js';
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
  const { stores } = useNotificationActors('useNotifications');
  const feeds = useFeedActors('useNotifications');
  const id = storeId ?? stores[0]?.storeId ?? '';
  const feed = feeds[id];
  if (!feed) throw new Error(`useNotifications: no store "${id}" in the provider's stores`);
  useEffect(() => feed.send({ type: refetchOnMount ? 'feed.refetch' : 'feed.load' }), [feed, refetchOnMount]);
  useRefetchOnFocus(
    refetchOnWindowFocus,
    useCallback(() => feed.send({ type: 'feed.refetch' }), [feed]),
  );

  const notifications = useSelector(feed, feedMessages);
  const status = useSelector(feed, feedStatus);
  const fetchingNextPage = useSelector(feed, isFetchingNextPage);
  const hasMore = useSelector(feed, feedHasMore);
  const totalCount = useSelector(feed, feedTotalCount);
  const error = useSelector(feed, feedError);

  const actions = useMemo(() => {
    const change = (next: MessageChange) => feed.send({ type: 'feed.change', change: next });
    const feedId = feed.getSnapshot().context.store.query?.feedIdentifier;
    return {
      fetchNextPage: () => feed.send({ type: 'feed.loadMore' }),
      refetch: () => feed.send({ type: 'feed.refetch' }),
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
        const message = feed.getSnapshot().context.messages.find((m) => m._id === messageId);
        feed.send({ type: 'notification.click', messageId });
        return message?.cta.data.url;
      },
      popoverOpened: () => feed.send({ type: 'popover.opened' }),
      popoverClosed: () => feed.send({ type: 'popover.closed' }),
      tabLeft: () => feed.send({ type: 'feed.tabLeft' }),
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
