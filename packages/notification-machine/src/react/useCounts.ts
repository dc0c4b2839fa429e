import { useSelector } from './use-selector.js';
import { useEffect, useMemo } from 'react';
import { hasMoreUnread, tabCounts, unreadCount } from '../unseen-count/unseen-count.selectors.js';
import { useNotificationActors } from './notification-context.js';

export interface UnreadCountState {
  unreadCount: number;
  /** True when the server counted up to its limit and there may be more. */
  hasMore: boolean;
}

/** The subscriber's unread notification count, kept current by the realtime socket. */
export function useUnreadCount(): UnreadCountState {
  const { unseenCount, requestCounts } = useNotificationActors('useUnreadCount');
  useEffect(requestCounts, [requestCounts]);
  const count = useSelector(unseenCount, unreadCount);
  const hasMore = useSelector(unseenCount, hasMoreUnread);
  return useMemo(() => ({ unreadCount: count, hasMore }), [count, hasMore]);
}

/** Unseen messages per tab, by storeId (at most 100 each). */
export function useTabCounts(): Readonly<Record<string, number>> {
  const { unseenCount, requestCounts } = useNotificationActors('useTabCounts');
  useEffect(requestCounts, [requestCounts]);
  return useSelector(unseenCount, tabCounts);
}
