import { useEffect, useMemo } from 'react';
import { hasMoreUnread, tabCounts, unreadCount } from '../unseen-count/unseen-count.selectors.js';
import { useSnapshot, useSystemActor } from './use-actors.js';

export interface UnreadCountState {
  unreadCount: number;
  /** True when the server counted up to its limit and there may be more. */
  hasMore: boolean;
}

const NO_COUNTS: Readonly<Record<string, number>> = {};

/** The subscriber's unread notification count, kept current by the realtime socket. */
export function useUnreadCount(): UnreadCountState {
  const [counts, { request }] = useSystemActor('useUnreadCount', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  const count = useSnapshot(counts, unreadCount, 0);
  const hasMore = useSnapshot(counts, hasMoreUnread, false);
  return useMemo(() => ({ unreadCount: count, hasMore }), [count, hasMore]);
}

/** Unseen messages per tab, by storeId (at most 100 each). */
export function useTabCounts(): Readonly<Record<string, number>> {
  const [counts, { request }] = useSystemActor('useTabCounts', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  return useSnapshot(counts, tabCounts, NO_COUNTS);
}
