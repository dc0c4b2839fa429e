// @herald/notification-protocol: the notification kit's wire contract with no schema library (constants, widget
// paths, socket event names, fixed texts and the wire types, as types only), so a browser can import any of it
// without zod. The zod schemas that check the wire are in `@herald/notification-protocol/schemas`.
// The wire types are the schemas entry's, named there once and re-exported here as types, which carry no zod.
export type * from './schemas.js';
export {
  API_PREFIX,
  BADGE_CAP,
  COUNT_LIMIT,
  DEFAULT_THEME,
  FEED_PAGE_SIZE,
  FEED_PAGE_SIZE_MAX,
  SCROLL_LOAD_MORE_THRESHOLD,
  SIZES,
  STORAGE_KEYS,
  THEME_MODES,
  TIMINGS,
  UTM_SUFFIX,
  WIDGET_TOKEN_AUDIENCE,
  WIDGET_USAGE_LOG_PREFIX,
} from './constants.js';
export type { ThemeMode } from './constants.js';
export { TRUSTED_TYPES_POLICIES } from './csp.js';
export {
  outsideProviderMessage,
  REQUEST_ERROR_MESSAGES,
  SESSION_INITIALIZE_FAILED_MESSAGE,
} from './messages-text.js';
export type { RequestErrorKind } from './messages-text.js';
export { DATA_CHANGED_EVENT, SOCKET_EVENT, SOCKET_EVENTS } from './socket.js';
export type { SocketEventName } from './socket.js';
export { CHANNEL, CHANNEL_LABELS, CHANNELS } from './vocabulary/channels.js';
export type { Channel } from './vocabulary/channels.js';
export { safeLinkUrl } from './vocabulary/links.js';
export {
  AVATAR_TYPES,
  BUTTON_TYPES,
  CTA_TYPES,
  MESSAGE_ACTION_STATUSES,
  MESSAGE_BUTTON_TYPES,
} from './vocabulary/messages.js';
export type {
  AvatarType,
  ButtonType,
  CtaType,
  MessageActionStatus,
  MessageButtonType,
} from './vocabulary/messages.js';
export {
  ENGLISH_TRANSLATIONS,
  OPTIONAL_TRANSLATION_KEYS,
  TRANSLATION_KEYS,
  withEnglishFallback,
} from './vocabulary/translation.js';
export type { TranslationKey, Translations } from './vocabulary/translation.js';
export {
  decodeFeedPayload,
  encodeFeedPayload,
  messageMatchesFeed,
  payloadMatchesFilter,
} from './widget/feed.js';
export type { FeedFilter, FilteredMessage } from './widget/feed.js';
export { MESSAGE_CONTENT_TAGS } from './widget/message-content.js';
export { TEXT_DIRECTIONS } from './widget/organization.js';
export type { TextDirection } from './widget/organization.js';
export { WIDGET_PATHS } from './widget/paths.js';
export type { WidgetPathName } from './widget/paths.js';
export { usageLogName } from './widget/usage.js';
