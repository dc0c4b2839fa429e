import type { NotificationMessage } from '@herald/notification-protocol';
import type { SnapshotFrom } from 'xstate';
import type { feedMachine } from './feed.machine.js';
import type { FeedStatus } from './feed.types.js';

export type FeedSnapshot = SnapshotFrom<typeof feedMachine>;

export const feedStatus = (snapshot: FeedSnapshot): FeedStatus => snapshot.value;
export const feedMessages = (snapshot: FeedSnapshot): NotificationMessage[] => snapshot.context.messages;
export const feedHasMore = (snapshot: FeedSnapshot): boolean => snapshot.context.hasMore;
export const feedTotalCount = (snapshot: FeedSnapshot): number => snapshot.context.totalCount;
/** Why the feed, a page or a change failed; a failed change is undone on screen. */
export const feedError = (snapshot: FeedSnapshot): string | undefined => snapshot.context.error;
export const isFeedLoading = (snapshot: FeedSnapshot): boolean => snapshot.matches('loading');
export const isFetchingNextPage = (snapshot: FeedSnapshot): boolean => snapshot.matches('loadingMore');
