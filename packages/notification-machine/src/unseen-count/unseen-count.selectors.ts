import type { UnseenCountSnapshot } from './unseen-count.machine.js';
import type { UnseenCountStatus } from './unseen-count.types.js';

export type { UnseenCountSnapshot } from './unseen-count.machine.js';

export const unseenCountStatus = (snapshot: UnseenCountSnapshot): UnseenCountStatus =>
  typeof snapshot.value === 'string' ? snapshot.value : snapshot.value.active;

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
