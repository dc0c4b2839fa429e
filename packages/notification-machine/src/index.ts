// @herald/notification-machine: the notification lifecycle, with its API and realtime clients. The session, the
// counts and the organisation are small stores the bell's page can afford; the feeds and the preferences are
// XState machines, loaded with the views that need them. React bindings live at '@herald/notification-machine/react'.
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
  createSessionStore,
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
  SessionStore,
  SessionValue,
  StartedSession,
  SubscriberIdentity,
  TokenStorage,
} from './session/index.js';
export {
  UNSEEN_COUNT_STATUSES,
  createUnseenCountStore,
  fetchUnseenCount,
  hasMoreUnread,
  hasMoreUnseen,
  isUnseenCountLoading,
  linkUnseenCountToSession,
  tabCounts,
  unreadCount,
  unseenCount,
  unseenCountError,
  unseenCountSocketError,
  unseenCountStatus,
} from './unseen-count/index.js';
export type {
  SessionFollower,
  CountsUpdate,
  FetchUnseenCountInput,
  UnseenCountContext,
  UnseenCountEmitted,
  UnseenCountEvent,
  UnseenCountInput,
  UnseenCountSnapshot,
  UnseenCountStatus,
  UnseenCountStore,
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
  createOrganizationStore,
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
  OrganizationStore,
  OrganizationValue,
} from './organization/index.js';
