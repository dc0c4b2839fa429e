import type {
  FeedResponse,
  FeedStore,
  MessageButtonType,
  MessageMark,
  NotificationMessage,
} from '@herald/notification-protocol';
import type { ApiClient } from '../api/api.types.js';

/** A tab of the feed: its id, name and query, with an optional payload filter. */
export interface FeedStoreConfig extends FeedStore {
  query?: FeedStore['query'] & { payload?: Record<string, unknown> | undefined };
}

export interface FeedInput {
  api: ApiClient;
  store: FeedStoreConfig;
  /** The widget token; without it the feed waits for `session.ready`. */
  token?: string | undefined;
  /** Messages per page; the server's default when unset. */
  limit?: number | undefined;
  /** Load as soon as the session is ready instead of when the view asks (fetching strategy). */
  eager?: boolean | undefined;
}

/** A change to the subscriber's messages; applied at once, then saved, and undone if saving fails. */
export type MessageChange =
  | { kind: 'mark'; messageIds: string[]; mark: MessageMark }
  | { kind: 'markAll'; mark: 'read' | 'seen'; feedId?: string | undefined }
  | { kind: 'remove'; messageIds: string[] }
  | { kind: 'removeAll'; feedId?: string | undefined }
  /** Archiving marks the messages read too; each feed then lists them only if its query selects them. */
  | { kind: 'archive'; messageIds: string[]; archived: boolean }
  | { kind: 'action'; messageId: string; button: MessageButtonType; payload?: Record<string, unknown> };

export interface FeedContext {
  api: ApiClient;
  store: FeedStoreConfig;
  limit: number | undefined;
  token: string | undefined;
  /** The view asked for the feed (or the strategy loads it eagerly). */
  requested: boolean;
  messages: NotificationMessage[];
  /** The last page loaded, 0-based. */
  page: number;
  hasMore: boolean;
  totalCount: number;
  /** When the first page was fetched (epoch ms), for the cache time. */
  loadedAt: number | undefined;
  error: string | undefined;
  popoverOpen: boolean;
  /** Numbers the changes in flight, to tell their answers apart. */
  changeCount: number;
}

export type FeedEvent =
  | { type: 'session.ready'; token: string }
  | { type: 'session.ended' }
  /** The view mounted: load unless a fresh copy is at hand. */
  | { type: 'feed.load' }
  /** Fetch the first page again, fresh or not. */
  | { type: 'feed.refetch' }
  | { type: 'feed.loadMore' }
  /** The socket delivered a new message: listed at once when the feed's query selects it. */
  | { type: 'notification.received'; message: NotificationMessage }
  | { type: 'feed.change'; change: MessageChange }
  /** A change made in another browser tab: applied here without saving it again. */
  | { type: 'feed.remoteChange'; change: MessageChange }
  | { type: 'notification.click'; messageId: string }
  | { type: 'popover.opened' }
  | { type: 'popover.closed' }
  /** The user switched from this tab to another. */
  | { type: 'feed.tabLeft' }
  | { type: 'change.saved'; id: string; change: MessageChange; saved: NotificationMessage[] }
  | { type: 'change.failed'; id: string; before: NotificationMessage[]; error: string };

/** What the feed tells its host. */
export type FeedEmitted =
  /** A change was saved; other tabs of the subscriber should apply it too. */
  | { type: 'feed.changed'; change: MessageChange }
  /** A message was clicked; the host follows `url` when there is one. */
  | { type: 'notification.clicked'; message: NotificationMessage; url: string | undefined };

export interface FetchFeedPageInput {
  api: ApiClient;
  store: FeedStoreConfig;
  page: number;
  limit: number | undefined;
}

export type FeedPage = FeedResponse;

export interface SaveChangeInput {
  id: string;
  api: ApiClient;
  change: MessageChange;
  /** The messages the change touched, as they were, to undo it. */
  before: NotificationMessage[];
}

export const FEED_STATUSES = ['idle', 'loading', 'loaded', 'loadingMore', 'failed'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];
