// What a view needs from each actor, Zag-style: `connect*(snapshot, send)` turns a snapshot into plain values and
// the functions that send the actor its events, with no framework. They are the only views: each React hook is
// `useSelector` of its actor with its connect function, and a page without React calls them on every snapshot.
// A snapshot may be undefined while its actor has not started (its code still on its way): the view then waits.
// The same `send` gets the same functions back, so a view equals the last one while none of its values changed.
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
import type { FeedEvent, FeedStatus, FeedStoreConfig, MessageChange } from '../feed/feed.types.js';
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

/** Before the actors exist: whether the host named a subscriber, whose session is then about to start. */
export interface PendingOptions {
  identified?: boolean | undefined;
}

/** The functions of a view, made once for each `send`, so a view's functions stay the same from one to the next. */
function actionsOf<Send extends object, Actions>(
  cache: WeakMap<Send, Actions>,
  send: Send,
  make: () => Actions,
) {
  let actions = cache.get(send);
  if (actions === undefined) cache.set(send, (actions = make()));
  return actions;
}

type SessionSend = (event: { type: 'session.retry' }) => void;
const sessionActions = new WeakMap<SessionSend, Pick<SessionView, 'retry'>>();

export function connectSession(
  snapshot: SessionSnapshot | undefined,
  send: SessionSend,
  { identified = false }: PendingOptions = {},
): SessionView {
  const actions = actionsOf(sessionActions, send, () => ({ retry: () => send({ type: 'session.retry' }) }));
  return {
    status: snapshot ? sessionStatus(snapshot) : identified ? 'initializing' : 'idle',
    isReady: !!snapshot && isSessionReady(snapshot),
    error: snapshot && sessionError(snapshot),
    profile: snapshot && sessionProfile(snapshot),
    ...actions,
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
  /** True while the session starts or the counts are on their way, retries included. */
  isLoading: boolean;
  /** Why there is no count or no live updates: the session's, the fetch's or the socket's message. */
  error: string | undefined;
  /** Fetches every count again. */
  refresh(): void;
}

/** What the counts' view reads of the session's: a count waits for it to start, and its failure is the count's. */
export interface CountsOptions {
  session?: Pick<SessionView, 'status' | 'error'> | undefined;
}

type CountsSend = (event: { type: 'unseenCount.refresh' }) => void;
const countsActions = new WeakMap<CountsSend, Pick<UnseenCountView, 'refresh'>>();
const NO_COUNTS: Readonly<Record<string, number>> = {};

export function connectUnseenCount(
  snapshot: UnseenCountSnapshot | undefined,
  send: CountsSend,
  { session }: CountsOptions = {},
): UnseenCountView {
  const actions = actionsOf(countsActions, send, () => ({
    refresh: () => send({ type: 'unseenCount.refresh' }),
  }));
  const sessionFailure = session?.error;
  return {
    status: snapshot ? unseenCountStatus(snapshot) : 'waitingForSession',
    unseenCount: snapshot ? unseenCount(snapshot) : 0,
    hasMore: !!snapshot && hasMoreUnseen(snapshot),
    unreadCount: snapshot ? unreadCount(snapshot) : 0,
    hasMoreUnread: !!snapshot && hasMoreUnread(snapshot),
    tabCounts: snapshot ? tabCounts(snapshot) : NO_COUNTS,
    // Until the counts exist, they are on their way unless no subscriber is named (an idle session).
    isLoading:
      session?.status === 'initializing' ||
      (snapshot ? isUnseenCountLoading(snapshot) : session?.status !== 'idle'),
    error: sessionFailure ?? (snapshot && (unseenCountError(snapshot) ?? unseenCountSocketError(snapshot))),
    ...actions,
  };
}

export interface UnreadCountView {
  unreadCount: number;
  /** True when the server counted up to its limit and there may be more. */
  hasMore: boolean;
}

/** The counts' unread side alone, for a badge of unread messages. */
export function connectUnreadCount(snapshot: UnseenCountSnapshot | undefined): UnreadCountView {
  return snapshot === undefined
    ? { unreadCount: 0, hasMore: false }
    : { unreadCount: unreadCount(snapshot), hasMore: hasMoreUnread(snapshot) };
}

/** A store (tab) with its unseen count. */
export interface StoreView {
  storeId: string;
  /** The tab's name; the store id when the host gave none. */
  name: string;
  query: FeedStoreConfig['query'];
  /** Unseen messages in the store (at most 100), kept current by the realtime socket. */
  unseenCount: number;
}

/** The stores in the order configured, each with its name and unseen count: the center's tabs. */
export function connectStores(
  snapshot: UnseenCountSnapshot | undefined,
  stores: readonly FeedStoreConfig[],
): StoreView[] {
  const counts = snapshot === undefined ? NO_COUNTS : tabCounts(snapshot);
  return stores.map((store) => ({
    storeId: store.storeId,
    name: store.name ?? store.storeId,
    query: store.query,
    unseenCount: counts[store.storeId] ?? 0,
  }));
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

type OrganizationSend = (event: OrganizationEvent) => void;
const organizationActions = new WeakMap<OrganizationSend, Pick<OrganizationView, 'load' | 'refetch'>>();

export function connectOrganization(
  snapshot: OrganizationSnapshot | undefined,
  send: OrganizationSend,
): OrganizationView {
  const actions = actionsOf(organizationActions, send, () => ({
    load: () => send({ type: 'organization.load' }),
    refetch: () => send({ type: 'organization.refetch' }),
  }));
  const organization = snapshot && selectOrganization(snapshot);
  return {
    organization,
    branding: organization?.branding,
    isLoading: snapshot === undefined || isOrganizationLoading(snapshot),
    error: snapshot && organizationError(snapshot),
    ...actions,
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

type FeedSend = (event: FeedEvent) => void;
const feedViewActions = new WeakMap<FeedSend, FeedActions>();
/** The last snapshot connected with each `send`: a click reads the messages as they are now. */
const lastFeed = new WeakMap<FeedSend, FeedSnapshot | undefined>();
const NO_MESSAGES: NotificationMessage[] = [];

export function connectFeed(snapshot: FeedSnapshot | undefined, send: FeedSend): FeedView {
  lastFeed.set(send, snapshot);
  const actions = actionsOf(feedViewActions, send, () =>
    feedActions(
      send,
      () => {
        const last = lastFeed.get(send);
        return last ? feedMessages(last) : NO_MESSAGES;
      },
      snapshot?.context.store.query?.feedIdentifier,
    ),
  );
  const status = snapshot ? feedStatus(snapshot) : 'loading';
  return {
    notifications: snapshot ? feedMessages(snapshot) : NO_MESSAGES,
    status,
    isLoading: status === 'loading',
    isFetchingNextPage: !!snapshot && isFetchingNextPage(snapshot),
    hasMore: !!snapshot && feedHasMore(snapshot),
    totalCount: snapshot ? feedTotalCount(snapshot) : 0,
    error: snapshot && feedError(snapshot),
    ...actions,
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

type PreferencesSend = (event: PreferencesEvent) => void;
const settingsActions = new WeakMap<PreferencesSend, PreferencesActions>();
const NO_ROWS: PreferenceItem[] = [];

export function connectPreferences(
  snapshot: PreferencesSnapshot | undefined,
  send: PreferencesSend,
): PreferencesView {
  const actions = actionsOf(settingsActions, send, () => preferencesActions(send));
  const status = snapshot === undefined ? 'loading' : preferencesStatus(snapshot);
  return {
    preferences: snapshot === undefined ? NO_ROWS : visiblePreferences(snapshot),
    globalPreference: snapshot && globalPreference(snapshot),
    status,
    isLoading: status === 'loading',
    isUpdating: status === 'updating',
    savedTemplateId: snapshot && savedTemplateId(snapshot),
    error: snapshot && preferencesError(snapshot),
    ...actions,
  };
}
