// @herald/notification-protocol: the notification kit's wire contract with no schema library (constants, widget
// paths, socket event names, fixed texts and the wire types, as types only), so a browser can import any of it
// without zod. The zod schemas that check the wire are in `@herald/notification-protocol/schemas`.
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
export type { ErrorResponse } from './errors.js';
export { TRUSTED_TYPES_POLICIES } from './csp.js';
export {
  outsideProviderMessage,
  REQUEST_ERROR_MESSAGES,
  SESSION_INITIALIZE_FAILED_MESSAGE,
} from './messages-text.js';
export type { RequestErrorKind } from './messages-text.js';
export type { DataChanged, UnreadCountChanged, UnseenCountChanged } from './socket.schemas.js';
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
export type { CountQuery, CountResponse, TabCountQuery } from './widget/counts.schemas.js';
export type { FeedQuery, FeedQueryInput, FeedResponse, FeedStore } from './widget/feed.schemas.js';
export {
  decodeFeedPayload,
  encodeFeedPayload,
  messageMatchesFeed,
  payloadMatchesFilter,
} from './widget/feed.js';
export type { FeedFilter, FilteredMessage } from './widget/feed.js';
export { MESSAGE_CONTENT_TAGS } from './widget/message-content.js';
export type {
  DeliveredMessage,
  MessageAction,
  MessageActor,
  MessageButton,
  MessageCta,
  NotificationMessage,
} from './widget/message.schemas.js';
export type {
  ArchiveMessagesBody,
  ArchiveMessagesInput,
  MarkAllMessagesBody,
  MarkAllMessagesResponse,
  MarkMessagesAsBody,
  MarkMessagesAsInput,
  MarkMessagesAsResponse,
  MessageActionBody,
  MessageActionParams,
  MessageActionResponse,
  MessageMark,
  MessageParams,
  RemoveAllMessagesQuery,
  RemoveMessagesBody,
  RemoveMessagesResponse,
} from './widget/messages.schemas.js';
export type {
  Organization,
  OrganizationBranding,
  OrganizationResponse,
} from './widget/organization.schemas.js';
export { TEXT_DIRECTIONS } from './widget/organization.js';
export type { TextDirection } from './widget/organization.js';
export { WIDGET_PATHS } from './widget/paths.js';
export type { WidgetPathName } from './widget/paths.js';
export type {
  ChannelPreference,
  GlobalPreferenceItem,
  GlobalPreferencesResponse,
  Preference,
  PreferenceChannels,
  PreferenceItem,
  PreferenceParams,
  PreferencesResponse,
  PreferenceTemplate,
  UpdateGlobalPreferenceBody,
  UpdateGlobalPreferenceResponse,
  UpdatePreferenceBody,
  UpdatePreferenceResponse,
} from './widget/preferences.schemas.js';
export type {
  SessionInitializeBody,
  SessionInitializeResponse,
  SubscriberProfile,
} from './widget/session.schemas.js';
export type { UsageLogBody, UsageLogInput, UsageLogResponse } from './widget/usage.schemas.js';
export { usageLogName } from './widget/usage.js';
