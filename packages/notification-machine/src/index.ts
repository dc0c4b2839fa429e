// @herald/notification-machine: the notification lifecycle as XState machines, with its API and realtime
// clients. React bindings live at '@herald/notification-machine/react'.
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
  defaultTokenStorage,
  initializeSession,
  isSessionReady,
  sessionError,
  sessionMachine,
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
  StartedSession,
  SubscriberIdentity,
  TokenStorage,
} from './session/index.js';
export {
  UNSEEN_COUNT_STATUSES,
  createRealtimeSocket,
  fetchUnseenCount,
  hasMoreUnread,
  hasMoreUnseen,
  isUnderTestRunner,
  isUnseenCountLoading,
  linkUnseenCountToSession,
  listenToRealtime,
  tabCounts,
  unreadCount,
  unseenCount,
  unseenCountError,
  unseenCountMachine,
  unseenCountSocketError,
  unseenCountStatus,
} from './unseen-count/index.js';
export type {
  SessionFollower,
  CountsUpdate,
  FetchUnseenCountInput,
  RealtimeInput,
  RealtimeSocket,
  RealtimeSocketOptions,
  SocketFactory,
  UnseenCountContext,
  UnseenCountEmitted,
  UnseenCountEvent,
  UnseenCountInput,
  UnseenCountSnapshot,
  UnseenCountStatus,
  UnseenCountUpdate,
} from './unseen-count/index.js';
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
  fetchOrganization,
  isOrganizationLoading,
  organization,
  organizationBranding,
  organizationError,
  organizationMachine,
} from './organization/index.js';
export type {
  OrganizationContext,
  OrganizationEvent,
  OrganizationInput,
  OrganizationSnapshot,
} from './organization/index.js';
