import { useEffect } from 'react';
import { connectUnreadCount, connectUnseenCount } from '../system/connect.js';
import type { UnreadCountView } from '../system/connect.js';
import { useSend, useSystemActor, useView } from './use-actors.js';

export type UnreadCountState = UnreadCountView;

/** The subscriber's unread notification count, kept current by the realtime socket. */
export function useUnreadCount(): UnreadCountState {
  const [counts, { request }] = useSystemActor('useUnreadCount', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  return useView(counts, (snapshot) => connectUnreadCount(snapshot));
}

/** Unseen messages per tab, by storeId (at most 100 each). */
export function useTabCounts(): Readonly<Record<string, number>> {
  const [counts, { request }] = useSystemActor('useTabCounts', (context) => context.counts);
  useEffect(() => request('counts'), [request]);
  const send = useSend(counts);
  return useView(counts, (snapshot) => connectUnseenCount(snapshot, send).tabCounts);
}
