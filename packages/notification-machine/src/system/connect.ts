// What a view needs from each actor, Zag-style: `connect*(snapshot, send)` turns a snapshot into plain values and
// the functions that send the actor its events, with no framework. The React hooks read the same selectors and use
// the same actions; a page without React calls these on every snapshot.
import type {
  Channel,
  MessageButtonType,
  NotificationMessage,
  Organization,
  OrganizationBranding,
  Preference,
  PreferenceItem,
  SubscriberProfile,
} from '@herald/notification-protocol';
import {
  feedError,
  feedHasMore,
  feedMessages,
  feedStatus,
  feedTotalCount,
  isFetchingNextPage,
} from '../feed/feed.selectors.js';
import type { FeedSnapshot } from '../feed/feed.selectors.js';
import type { FeedEvent, FeedStatus, MessageChange } from '../feed/feed.types.js';
import {
  isOrganizationLoading,
  organization as selectOrganization,
  organizationError,
} from '../organization/organization.selectors.js';
import type { OrganizationSnapshot } from '../organization/organization.selectors.js';
import type { OrganizationEvent } from '../organization/organization.machine.js';
import {
  globalPreference,
  preferencesError,
  preferencesStatus,
  savedTemplateId,
  visiblePreferences,
} from '../preferences/preferences.selectors.js';
import type { PreferencesSnapshot } from '../preferences/preferences.selectors.js';
import type { PreferencesEvent, PreferencesStatus } from '../preferences/preferences.types.js';
import { isSessionReady, sessionError, sessionProfile, sessionStatus } from '../session/session.selectors.js';
import type { SessionSnapshot } from '../session/session.selectors.js';
import type { SessionStatus } from '../session/session.types.js';
import {
  hasMoreUnread,
  hasMoreUnseen,
  isUnseenCountLoading,
  tabCounts,
  unreadCount,
  unseenCount,
  unseenCountError,
  unseenCountSocketError,
  unseenCountStatus,
} from '../unseen-count/unseen-count.selectors.js';
import type { UnseenCountSnapshot } from '../unseen-count/unseen-count.selectors.js';
import type { UnseenCountStatus } from '../unseen-count/unseen-count.types.js';

export interface SessionView {
  status: SessionStatus;
  /** True while the token serves, also while it is being renewed. */
  isReady: boolean;
  /** The server's message when the session could not start. */
  error: string | undefined;
  profile: SubscriberProfile | undefined;
  /** Tries again after a failure. */
  retry(): void;
}

export function connectSession(
  snapshot: SessionSnapshot,
  send: (event: { type: 'session.retry' }) => void,
): SessionView {
  return {
    status: sessionStatus(snapshot),
    isReady: isSessionReady(snapshot),
    error: sessionError(snapshot),
    profile: sessionProfile(snapshot),
    retry: () => send({ type: 'session.retry' }),
  };
}

export interface UnseenCountView {
  status: UnseenCountStatus;
  unseenCount: number;
  /** True when the server counted up to its limit and there may be more. */
  hasMore: boolean;
  unreadCount: number;
  hasMoreUnread: boolean;
  /** Unseen messages per tab, by storeId (at most 100 each). */
  tabCounts: Readonly<Record<string, number>>;
  /** True while the counts are on their way, retries included. */
  isLoading: boolean;
  /** Why the counts could not be fetched, or why the socket could not connect. */
  error: string | undefined;
  /** Fetches every count again. */
  refresh(): void;
}

export function connectUnseenCount(
  snapshot: UnseenCountSnapshot,
  send: (event: { type: 'unseenCount.refresh' }) => void,
): UnseenCountView {
  return {
    status: unseenCountStatus(snapshot),
    unseenCount: unseenCount(snapshot),
    hasMore: hasMoreUnseen(snapshot),
    unreadCount: unreadCount(snapshot),
    hasMoreUnread: hasMoreUnread(snapshot),
    tabCounts: tabCounts(snapshot),
    isLoading: isUnseenCountLoading(snapshot),
    error: unseenCountError(snapshot) ?? unseenCountSocketError(snapshot),
    refresh: () => send({ type: 'unseenCount.refresh' }),
  };
}

export interface OrganizationView {
  organization: Organization | undefined;
  /** Colour, font family and direction for the UI; undefined until loaded. */
  branding: OrganizationBranding | undefined;
  isLoading: boolean;
  error: string | undefined;
  /** A view needs the branding: loads unless a fresh copy is at hand. */
  load(): void;
  refetch(): void;
}

export function connectOrganization(
  snapshot: OrganizationSnapshot,
  send: (event: OrganizationEvent) => void,
): OrganizationView {
  const organization = selectOrganization(snapshot);
  return {
    organization,
    branding: organization?.branding,
    isLoading: isOrganizationLoading(snapshot),
    error: organizationError(snapshot),
    load: () => send({ type: 'organization.load' }),
    refetch: () => send({ type: 'organization.refetch' }),
  };
}

/** What a view can ask of a feed. */
export interface FeedActions {
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
  /** Moves the messages to the archive (and marks them read); they leave every store but the archive. */
  archive(messageId: string | string[]): void;
  /** Moves archived messages back to the feed. */
  unarchive(messageId: string | string[]): void;
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

export interface FeedView extends FeedActions {
  notifications: NotificationMessage[];
  status: FeedStatus;
  /** True while the first page is on its way. */
  isLoading: boolean;
  isFetchingNextPage: boolean;
  hasMore: boolean;
  totalCount: number;
  /** Why the feed, a page or a change failed; a failed change is already undone on screen. */
  error: string | undefined;
}

const asIds = (messageId: string | string[]) => (Array.isArray(messageId) ? messageId : [messageId]);

/**
 * The feed's actions: `messages` reads the messages at the moment of a click (for its url), `feedId` scopes the
 * "all" changes to the store's feed.
 */
export function feedActions(
  send: (event: FeedEvent) => void,
  messages: () => readonly NotificationMessage[],
  feedId?: string,
): FeedActions {
  const change = (next: MessageChange) => send({ type: 'feed.change', change: next });
  return {
    fetchNextPage: () => send({ type: 'feed.loadMore' }),
    refetch: () => send({ type: 'feed.refetch' }),
    markAsRead: (messageId) =>
      change({ kind: 'mark', messageIds: asIds(messageId), mark: { seen: true, read: true } }),
    markAsUnread: (messageId) =>
      change({ kind: 'mark', messageIds: asIds(messageId), mark: { seen: true, read: false } }),
    markAsSeen: (messageId) => change({ kind: 'mark', messageIds: asIds(messageId), mark: { seen: true } }),
    markAllAsRead: () => change({ kind: 'markAll', mark: 'read', feedId }),
    markAllAsSeen: () => change({ kind: 'markAll', mark: 'seen', feedId }),
    removeMessage: (messageId) => change({ kind: 'remove', messageIds: [messageId] }),
    removeMessages: (messageIds) => change({ kind: 'remove', messageIds }),
    removeAllMessages: () => change({ kind: 'removeAll', feedId }),
    archive: (messageId) => change({ kind: 'archive', messageIds: asIds(messageId), archived: true }),
    unarchive: (messageId) => change({ kind: 'archive', messageIds: asIds(messageId), archived: false }),
    performAction: (messageId, button, payload) =>
      change({ kind: 'action', messageId, button, ...(payload ? { payload } : {}) }),
    clickNotification: (messageId) => {
      const message = messages().find((m) => m._id === messageId);
      send({ type: 'notification.click', messageId });
      return message?.cta.data.url;
    },
    popoverOpened: () => send({ type: 'popover.opened' }),
    popoverClosed: () => send({ type: 'popover.closed' }),
    tabLeft: () => send({ type: 'feed.tabLeft' }),
  };
}

export function connectFeed(snapshot: FeedSnapshot, send: (event: FeedEvent) => void): FeedView {
  const status = feedStatus(snapshot);
  return {
    notifications: feedMessages(snapshot),
    status,
    isLoading: status === 'loading',
    isFetchingNextPage: isFetchingNextPage(snapshot),
    hasMore: feedHasMore(snapshot),
    totalCount: feedTotalCount(snapshot),
    error: feedError(snapshot),
    ...feedActions(send, () => feedMessages(snapshot), snapshot.context.store.query?.feedIdentifier),
  };
}

/** What the settings view can ask of the preferences. */
export interface PreferencesActions {
  toggle(templateId: string, channel: Channel, enabled: boolean): void;
  refetch(): void;
}

export interface PreferencesView extends PreferencesActions {
  /** The rows to show: critical workflows and workflows without channels are left out. */
  preferences: PreferenceItem[];
  globalPreference: Preference | undefined;
  status: PreferencesStatus;
  isLoading: boolean;
  /** True while a row saves: every toggle is disabled meanwhile. */
  isUpdating: boolean;
  /** The workflow whose row shows "Saved", for 1.5 s after it saved. */
  savedTemplateId: string | undefined;
  /** Why loading or the last toggle failed; a failed toggle is already undone. */
  error: string | undefined;
}

export function preferencesActions(send: (event: PreferencesEvent) => void): PreferencesActions {
  return {
    toggle: (templateId, channel, enabled) =>
      send({ type: 'preference.toggle', templateId, channel, enabled }),
    refetch: () => send({ type: 'preferences.refetch' }),
  };
}

export function connectPreferences(
  snapshot: PreferencesSnapshot,
  send: (event: PreferencesEvent) => void,
): PreferencesView {
  const status = preferencesStatus(snapshot);
  return {
    preferences: visiblePreferences(snapshot),
    globalPreference: globalPreference(snapshot),
    status,
    isLoading: status === 'loading',
    isUpdating: status === 'updating',
    savedTemplateId: savedTemplateId(snapshot),
    error: preferencesError(snapshot),
    ...preferencesActions(send),
  };
}
