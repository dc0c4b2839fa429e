import type { UnseenCountSnapshot } from './unseen-count.machine.js';
import { UNSEEN_COUNT_STATUSES } from './unseen-count.types.js';
import type { UnseenCountStatus } from './unseen-count.types.js';

export type { UnseenCountSnapshot } from './unseen-count.machine.js';

export function unseenCountStatus(snapshot: UnseenCountSnapshot): UnseenCountStatus {
  if (snapshot.matches('waitingForSession')) return 'waitingForSession';
  const active = UNSEEN_COUNT_STATUSES.filter((status) => status !== 'waitingForSession');
  return active.find((status) => snapshot.matches({ active: status as 'loading' })) ?? 'loading';
}

export const unseenCount = (snapshot: UnseenCountSnapshot): number => snapshot.context.unseenCount;
export const hasMoreUnseen = (snapshot: UnseenCountSnapshot): boolean => snapshot.context.hasMore;
export const unreadCount = (snapshot: UnseenCountSnapshot): number => snapshot.context.unreadCount;
export const hasMoreUnread = (snapshot: UnseenCountSnapshot): boolean => snapshot.context.hasMoreUnread;
/** Unseen messages per tab, by storeId. */
export const tabCounts = (snapshot: UnseenCountSnapshot): Readonly<Record<string, number>> =>
  snapshot.context.tabCounts;

/** Loading covers the wait for the socket and between retries: the count is still on its way. */
export const isUnseenCountLoading = (snapshot: UnseenCountSnapshot): boolean => snapshot.hasTag('loading');
export const unseenCountError = (snapshot: UnseenCountSnapshot): string | undefined => snapshot.context.error;
export const unseenCountSocketError = (snapshot: UnseenCountSnapshot): string | undefined =>
  snapshot.context.socketError;
