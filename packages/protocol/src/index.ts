// @herald/protocol: the shared vocabulary, wire schemas and constants. Explicit exports only.
export {
  API_PREFIX,
  APP_TOKEN_AUDIENCE,
  BADGE_CAP,
  COUNT_LIMIT,
  DEFAULT_THEME,
  SCROLL_LOAD_MORE_THRESHOLD,
  SIZES,
  SORT_DIRECTION,
  STORAGE_KEYS,
  THEME_MODES,
  TIMINGS,
  UTM_SUFFIX,
  WIDGET_TOKEN_AUDIENCE,
  XSRF,
} from './constants.js';
export type { SortDirection, ThemeMode } from './constants.js';
export { ROLE_ID, ROLE_IDS, ROLE_NAMES, isRoleId, roleName } from './roles.js';
export type { RoleId, RoleName } from './roles.js';
export {
  SOCKET_EVENT,
  SOCKET_EVENTS,
  unreadCountChangedSchema,
  unseenCountChangedSchema,
} from './socket.js';
export type { SocketEventName, UnreadCountChanged, UnseenCountChanged } from './socket.js';
export { errorResponseSchema } from './errors.js';
export type { ErrorResponse } from './errors.js';
export {
  sessionInitializeBodySchema,
  sessionInitializeResponseSchema,
  subscriberProfileSchema,
} from './widget/session.schemas.js';
export type {
  SessionInitializeBody,
  SessionInitializeResponse,
  SubscriberProfile,
} from './widget/session.schemas.js';
export { countQuerySchema, countResponseSchema } from './widget/counts.schemas.js';
export type { CountQuery, CountResponse } from './widget/counts.schemas.js';
export {
  appTokenPayloadSchema,
  currentUserResponseSchema,
  currentUserSchema,
  loginBodySchema,
  loginResponseSchema,
  widgetSessionSchema,
} from './auth/auth.schemas.js';
export type {
  AppTokenPayload,
  CurrentUser,
  CurrentUserResponse,
  LoginBody,
  LoginResponse,
  WidgetSession,
} from './auth/auth.schemas.js';
