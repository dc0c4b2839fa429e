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
  hasMoreUnseen,
  isUnseenCountLoading,
  linkUnseenCountToSession,
  listenToRealtime,
  unseenCount,
  unseenCountError,
  unseenCountMachine,
  unseenCountSocketError,
  unseenCountStatus,
} from './unseen-count/index.js';
export type {
  FetchUnseenCountInput,
  RealtimeInput,
  RealtimeSocket,
  RealtimeSocketOptions,
  SocketFactory,
  UnseenCountContext,
  UnseenCountEvent,
  UnseenCountInput,
  UnseenCountSnapshot,
  UnseenCountStatus,
  UnseenCountUpdate,
} from './unseen-count/index.js';
