// @herald/notification-machine: the notification lifecycle, with its API and realtime clients, as XState
// machines under one root actor (startNotificationSystem) that runs with any framework or none. React bindings live
// at '@herald/notification-machine/react'.
export { ApiError, createApiClient } from './api/index.js';
export type {
  ApiClient,
  ApiClientOptions,
  ApiErrorKind,
  DeleteOptions,
  Query,
  QueryValue,
  RequestOptions,
} from './api/index.js';
export {
  SESSION_STATUSES,
  createSessionActor,
  sessionMachine,
  defaultTokenStorage,
  initializeSession,
  isSessionReady,
  sessionError,
  sessionProfile,
  tokenExpiresAt,
  sessionStatus,
  sessionToken,
} from './session/index.js';
export type {
  InitializeSessionInput,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionSnapshot,
  SessionStatus,
  SessionActor,
  SessionValue,
  StartedSession,
  SubscriberIdentity,
  TokenStorage,
} from './session/index.js';
export {
  UNSEEN_COUNT_STATUSES,
  createUnseenCountActor,
  unseenCountMachine,
  fetchUnseenCount,
  hasMoreUnread,
  hasMoreUnseen,
  isUnseenCountLoading,
  tabCounts,
  unreadCount,
  unseenCount,
  unseenCountError,
  unseenCountSocketError,
  unseenCountStatus,
} from './unseen-count/index.js';
export type {
  CountsUpdate,
  FetchUnseenCountInput,
  UnseenCountContext,
  UnseenCountEmitted,
  UnseenCountEvent,
  UnseenCountInput,
  UnseenCountSnapshot,
  UnseenCountStatus,
  UnseenCountActor,
  UnseenCountUpdate,
  UnseenCountValue,
} from './unseen-count/index.js';
export { createRealtimeSocket, isUnderTestRunner, listenToRealtime, realtimeSocket } from './socket/index.js';
export type {
  RealtimeInput,
  RealtimeSocket,
  RealtimeSocketOptions,
  SocketEvent,
  SocketFactory,
} from './socket/index.js';
export { isFresh, isRetryable, retryDelay, withRetries } from './data/data-policy.js';
export { DEFAULT_FETCHING_STRATEGY, resolveFetchingStrategy } from './data/fetching-strategy.js';
export type { FetchingStrategy } from './data/fetching-strategy.js';
export { UNREAD_COUNT_CHANGED_EVENT, UNSEEN_COUNT_CHANGED_EVENT } from './messages.js';
export {
  FEED_STATUSES,
  applyChange,
  encodePayloadFilter,
  feedError,
  feedHasMore,
  feedMachine,
  feedMessages,
  feedStatus,
  feedTotalCount,
  fetchFeedPage,
  isFeedLoading,
  isFetchingNextPage,
  restoreMessages,
  saveChange,
  sendChange,
} from './feed/index.js';
export type {
  FeedContext,
  FeedEmitted,
  FeedEvent,
  FeedInput,
  FeedPage,
  FeedSnapshot,
  FeedStatus,
  FeedStoreConfig,
  FetchFeedPageInput,
  MessageChange,
  SaveChangeInput,
} from './feed/index.js';
export {
  createOrganizationActor,
  organizationMachine,
  fetchOrganization,
  isOrganizationLoading,
  organization,
  organizationBranding,
  organizationError,
} from './organization/index.js';
export type {
  OrganizationContext,
  OrganizationEvent,
  OrganizationInput,
  OrganizationSnapshot,
  OrganizationActor,
  OrganizationValue,
} from './organization/index.js';
export {
  ARCHIVE_STORE_ID,
  DEFAULT_STORES,
  notificationSystemMachine,
  startNotificationSystem,
} from './system/index.js';
export type {
  FeedActor,
  NotificationSystem,
  NotificationSystemEmitted,
  NotificationSystemEvent,
  NotificationSystemInput,
  NotificationSystemSnapshot,
  PreferencesActor,
} from './system/index.js';
export {
  connectFeed,
  connectOrganization,
  connectPreferences,
  connectSession,
  connectStores,
  connectUnreadCount,
  connectUnseenCount,
  feedActions,
  preferencesActions,
} from './system/connect.js';
export type {
  CountsOptions,
  FeedActions,
  FeedView,
  OrganizationView,
  PendingOptions,
  PreferencesActions,
  PreferencesView,
  SessionView,
  StoreView,
  UnreadCountView,
  UnseenCountView,
} from './system/connect.js';
