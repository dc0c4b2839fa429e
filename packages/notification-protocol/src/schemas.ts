// @herald/notification-protocol/schemas: the zod schemas of the widget protocol (every call's request and answer,
// the socket events' payloads and the error answer), with their types, for a server that speaks it and for tests.
export { errorResponseSchema } from './errors.js';
export type { ErrorResponse } from './errors.js';
export { dataChangedSchema, unreadCountChangedSchema, unseenCountChangedSchema } from './socket.schemas.js';
export type { DataChanged, UnreadCountChanged, UnseenCountChanged } from './socket.schemas.js';
export { countQuerySchema, countResponseSchema, tabCountQuerySchema } from './widget/counts.schemas.js';
export type { CountQuery, CountResponse, TabCountQuery } from './widget/counts.schemas.js';
export { feedQuerySchema, feedResponseSchema, feedStoreSchema } from './widget/feed.schemas.js';
export type { FeedQuery, FeedQueryInput, FeedResponse, FeedStore } from './widget/feed.schemas.js';
export {
  messageActionSchema,
  messageActorSchema,
  messageButtonSchema,
  deliveredMessageSchema,
  messageCtaSchema,
  notificationMessageSchema,
  timestampSchema,
} from './widget/message.schemas.js';
export type {
  DeliveredMessage,
  MessageAction,
  MessageActor,
  MessageButton,
  MessageCta,
  NotificationMessage,
} from './widget/message.schemas.js';
export {
  archiveMessagesBodySchema,
  markAllMessagesBodySchema,
  markAllMessagesResponseSchema,
  markMessagesAsBodySchema,
  markMessagesAsResponseSchema,
  messageActionBodySchema,
  messageActionParamsSchema,
  messageActionResponseSchema,
  messageMarkSchema,
  messageParamsSchema,
  removeAllMessagesQuerySchema,
  removeMessagesBodySchema,
  removeMessagesResponseSchema,
} from './widget/messages.schemas.js';
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
export {
  organizationBrandingSchema,
  organizationResponseSchema,
  organizationSchema,
} from './widget/organization.schemas.js';
export type {
  Organization,
  OrganizationBranding,
  OrganizationResponse,
} from './widget/organization.schemas.js';
export {
  channelPreferenceSchema,
  globalPreferenceItemSchema,
  globalPreferencesResponseSchema,
  preferenceChannelsSchema,
  preferenceItemSchema,
  preferenceParamsSchema,
  preferenceSchema,
  preferencesResponseSchema,
  preferenceTemplateSchema,
  updateGlobalPreferenceBodySchema,
  updateGlobalPreferenceResponseSchema,
  updatePreferenceBodySchema,
  updatePreferenceResponseSchema,
} from './widget/preferences.schemas.js';
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
export { identifier, queryBoolean, queryInteger, queryText, readableError } from './widget/query.js';
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
export { usageLogBodySchema, usageLogResponseSchema } from './widget/usage.schemas.js';
export type { UsageLogBody, UsageLogInput, UsageLogResponse } from './widget/usage.schemas.js';
