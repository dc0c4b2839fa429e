import { safeLinkUrl, type NotificationMessage } from '@herald/notification-protocol';
import {
  type NotificationsState,
  useNotifications,
  useOrganization,
  useSession,
  useStores,
  useUnreadCount,
} from '@herald/notification-machine/react';
import { useMemo, useState } from 'react';
import type { Brand } from '@herald/ui/foundations';
import type { FeedProps } from '../Feed/Feed.js';
import type { FeedTab } from '../FeedTabs/FeedTabs.js';
import type { NotificationCenterProps } from '../NotificationCenter/NotificationCenter.js';

export interface NotificationCenterConnection {
  /** Tabs to show instead of the provider's stores (`useStores()`), which are the default. */
  tabs?: readonly FeedTab[];
  /** A message was clicked (it is already marked read and logged). */
  onNotificationClick?: (message: NotificationMessage) => void;
  /** The clicked message leads somewhere: the host navigates, with its router or a full load. */
  onUrlChange?: (url: string) => void;
  allowedNotificationActions?: boolean;
}

/**
 * The center's props from the notification machine: the feed of the tab shown, its counts and every change
 * (read, unread, archive, remove, actions, mark all), plus the popover's open and close.
 */
export function useNotificationCenter({
  tabs: tabsProp,
  onNotificationClick,
  onUrlChange,
  allowedNotificationActions = true,
}: NotificationCenterConnection = {}) {
  const stores = useStores();
  const tabs = tabsProp ?? stores;
  const tabCounts = useMemo(
    () => Object.fromEntries(stores.map((store) => [store.storeId, store.unseenCount])),
    [stores],
  );
  const [activeTab, setActiveTab] = useState(tabs[0]?.storeId);
  const session = useSession();
  const feed = useNotifications(activeTab);
  const { unreadCount } = useUnreadCount();
  const { branding } = useOrganization();
  const brand = useMemo<Brand | undefined>(
    () =>
      branding && {
        color: branding.color,
        fontFamily: branding.fontFamily,
        direction: branding.direction,
      },
    [branding],
  );
  const sessionFailed = session.status === 'failed';

  const props: Pick<
    NotificationCenterProps,
    'feed' | 'unreadCount' | 'tabs' | 'tabCounts' | 'activeTab' | 'onTabChange' | 'onMarkAllAsRead' | 'brand'
  > = {
    unreadCount,
    brand,
    tabs,
    tabCounts,
    activeTab,
    onTabChange: (next) => {
      // The hook still holds the tab being left: its fetched messages become seen.
      feed.tabLeft();
      setActiveTab(next);
    },
    onMarkAllAsRead: feed.markAllAsRead,
    feed: {
      ...feedProps(feed, { onNotificationClick, onUrlChange, allowedNotificationActions }),
      isLoading: feed.isLoading || session.status === 'initializing',
      error: sessionFailed ? (session.error ?? '') : feed.error,
      onRetry: sessionFailed ? session.retry : feed.refetch,
      onMarkAsRead: (message) => feed.markAsRead(message._id),
      onMarkAsUnread: (message) => feed.markAsUnread(message._id),
      onArchive: (message) => feed.archive(message._id),
      onAction: (message, type) => feed.performAction(message._id, type),
    },
  };
  return { props, popoverOpened: feed.popoverOpened, popoverClosed: feed.popoverClosed };
}

/** What every feed view of the center (a tab, the archive) shows and does, from its store's feed. */
export function feedProps(
  feed: NotificationsState,
  {
    onNotificationClick,
    onUrlChange,
    allowedNotificationActions = true,
  }: Pick<NotificationCenterConnection, 'onNotificationClick' | 'onUrlChange' | 'allowedNotificationActions'>,
): Omit<FeedProps, 'labels'> {
  return {
    notifications: feed.notifications,
    isLoading: feed.isLoading,
    isFetchingNextPage: feed.isFetchingNextPage,
    hasMore: feed.hasMore,
    error: feed.error,
    onRetry: feed.refetch,
    onLoadMore: feed.fetchNextPage,
    allowedNotificationActions,
    onClick: (message) => {
      // Whatever a server sent, only an http(s) URL or a path is followed: never `javascript:` or `data:`.
      const url = safeLinkUrl(feed.clickNotification(message._id));
      onNotificationClick?.(message);
      if (url) onUrlChange?.(url);
    },
    onRemove: (message) => feed.removeMessage(message._id),
  };
}
