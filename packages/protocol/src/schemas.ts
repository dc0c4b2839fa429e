// @herald/protocol/schemas: the zod wire schemas of every API, with their types, for the server, the app's forms
// and tests. Browsers that only show notifications never need it: the vocabulary is in `@herald/protocol`.
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
export {
  parseSsoFragment,
  ssoProviderSchema,
  ssoProvidersResponseSchema,
  ssoReturnToSchema,
  ssoStartQuerySchema,
} from './auth/sso.schemas.js';
export type { SsoProvider, SsoProvidersResponse, SsoStartQuery } from './auth/sso.schemas.js';
export { errorResponseSchema } from './errors.js';
export type { ErrorResponse } from './errors.js';
export { institutionResponseSchema, institutionSchema } from './institution.schemas.js';
export type { Institution, InstitutionResponse } from './institution.schemas.js';
export { cspReportsBodySchema, cspReportSchema, cspViolationSchema } from './csp-reports.schemas.js';
export type { CspReport, CspReportsBody, CspViolation } from './csp-reports.schemas.js';
export {
  activityJobSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  activityNotificationResponseSchema,
  activityNotificationSchema,
  executionDetailSchema,
  executionDetailsQuerySchema,
  executionDetailsResponseSchema,
} from './management/activity.schemas.js';
export type {
  ActivityJob,
  ActivityListQuery,
  ActivityListResponse,
  ActivityNotification,
  ActivityNotificationResponse,
  ExecutionDetailEntry,
  ExecutionDetailsQuery,
} from './management/activity.schemas.js';
export {
  broadcastBodySchema,
  bulkTriggerBodySchema,
  bulkTriggerResponseSchema,
  recipientSchema,
  triggerBodySchema,
  triggerResponseSchema,
  triggerResultSchema,
} from './management/events.schemas.js';
export type {
  BroadcastBody,
  BulkTriggerBody,
  Recipient,
  TriggerBody,
  TriggerResult,
} from './management/events.schemas.js';
export {
  fieldFilterPartSchema,
  filterPartSchema,
  onlineFilterPartSchema,
  onlineInLastFilterPartSchema,
  previousStepFilterPartSchema,
  stepFilterSchema,
  webhookFilterPartSchema,
} from './management/filters.schemas.js';
export type { FilterPart, StepFilter } from './management/filters.schemas.js';
export {
  createIntegrationBodySchema,
  credentialFieldSchema,
  credentialsInputSchema,
  integrationIdParamsSchema,
  integrationListResponseSchema,
  integrationResponseSchema,
  integrationSchema,
  providerIdSchema,
  providerListResponseSchema,
  providerSchema,
  subscriberChannelBodySchema,
  subscriberChannelListResponseSchema,
  subscriberChannelSchema,
  testIntegrationBodySchema,
  testIntegrationResponseSchema,
  updateIntegrationBodySchema,
} from './management/integrations.schemas.js';
export type {
  CreateIntegrationBody,
  CredentialField,
  CredentialsInput,
  Integration,
  Provider,
  SubscriberChannel,
  SubscriberChannelBody,
  TestIntegrationBody,
  UpdateIntegrationBody,
} from './management/integrations.schemas.js';
export {
  createLayoutBodySchema,
  layoutIdParamsSchema,
  layoutListResponseSchema,
  layoutResponseSchema,
  layoutSchema,
  updateLayoutBodySchema,
} from './management/layouts.schemas.js';
export type { CreateLayoutBody, Layout, UpdateLayoutBody } from './management/layouts.schemas.js';
export { apiRateLimitsSchema, idempotencyKeySchema } from './management/rate-limits.schemas.js';
export type { ApiRateLimits } from './management/rate-limits.schemas.js';
export {
  acknowledgedResponseSchema,
  createFeedBodySchema,
  createTopicBodySchema,
  listQuerySchema,
  pagedResponseSchema,
  removalResponseSchema,
  subscriberBodySchema,
  subscriberIdSchema,
  subscriberListResponseSchema,
  subscriberResponseSchema,
  subscriberSchema,
  topicDetailResponseSchema,
  topicListResponseSchema,
  topicResponseSchema,
  topicSchema,
  topicSubscribersBodySchema,
  topicSubscribersResponseSchema,
  updateSubscriberBodySchema,
} from './management/subscribers.schemas.js';
export type {
  CreateFeedBody,
  CreateTopicBody,
  ListQuery,
  Subscriber,
  SubscriberBody,
  Topic,
  TopicSubscribersBody,
  UpdateSubscriberBody,
} from './management/subscribers.schemas.js';
export {
  createTenantBodySchema,
  feedDetailResponseSchema,
  feedListResponseSchema,
  feedSchema,
  notificationGroupBodySchema,
  notificationGroupListResponseSchema,
  notificationGroupResponseSchema,
  notificationGroupSchema,
  resourceIdParamsSchema,
  tenantIdentifierSchema,
  tenantListResponseSchema,
  tenantParamsSchema,
  tenantResponseSchema,
  tenantSchema,
  triggerTenantSchema,
  updateFeedBodySchema,
  updateTenantBodySchema,
} from './management/tenants.schemas.js';
export type {
  CreateTenantBody,
  Feed,
  NotificationGroup,
  NotificationGroupBody,
  Tenant,
  TriggerTenant,
  UpdateFeedBody,
  UpdateTenantBody,
} from './management/tenants.schemas.js';
export {
  createTranslationGroupBodySchema,
  localeSchema,
  translationBodySchema,
  translationGroupIdentifierSchema,
  translationGroupListResponseSchema,
  translationGroupParamsSchema,
  translationGroupResponseSchema,
  translationGroupSchema,
  translationLocaleParamsSchema,
  translationResponseSchema,
  translationSchema,
  translationSettingsResponseSchema,
  translationSettingsSchema,
  translationTreeSchema,
  updateTranslationGroupBodySchema,
} from './management/translations.schemas.js';
export type {
  CreateTranslationGroupBody,
  Translation,
  TranslationBody,
  TranslationGroup,
  TranslationSettings,
  TranslationTree,
  UpdateTranslationGroupBody,
} from './management/translations.schemas.js';
export {
  chatStepSchema,
  createWorkflowBodySchema,
  delayStepSchema,
  digestStepSchema,
  emailStepSchema,
  inAppStepSchema,
  pushStepSchema,
  smsStepSchema,
  updateWorkflowBodySchema,
  workflowSchema,
  workflowStepSchema,
} from './management/workflows.schemas.js';
export type {
  ChatStep,
  CreateWorkflowBody,
  DelayStep,
  DigestStep,
  EmailStep,
  InAppStep,
  PushStep,
  SmsStep,
  UpdateWorkflowBody,
  Workflow,
  WorkflowStep,
} from './management/workflows.schemas.js';
export {
  acceptInvitationBodySchema,
  apiKeySchema,
  createdApiKeySchema,
  createEnvironmentBodySchema,
  createOrganizationBodySchema,
  inviteMemberBodySchema,
  jobRoleSchema,
  memberLoginBodySchema,
  memberRoleSchema,
  memberSchema,
  memberSessionSchema,
  memberStatusSchema,
  onboardingBodySchema,
  planFeatureErrorSchema,
  planFeatureSchema,
  planSchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
  updateMemberBodySchema,
  updatePlatformOrganizationBodySchema,
} from './platform/platform.schemas.js';
export type {
  AcceptInvitationBody,
  ApiKey,
  CreatedApiKey,
  CreateEnvironmentBody,
  CreateOrganizationBody,
  InviteMemberBody,
  Member,
  MemberLoginBody,
  MemberSession,
  OnboardingBody,
  PlanFeatureError,
  PlatformEnvironment,
  PlatformOrganization,
  UpdateMemberBody,
  UpdatePlatformOrganizationBody,
} from './platform/platform.schemas.js';
export { dataChangedSchema, unreadCountChangedSchema, unseenCountChangedSchema } from './socket.schemas.js';
export type { DataChanged, UnreadCountChanged, UnseenCountChanged } from './socket.schemas.js';
export {
  accountFacultyMatchesRole,
  accountListQuerySchema,
  accountListResponseSchema,
  accountSchema,
  changePasswordBodySchema,
  createAccountBodySchema,
  forgotPasswordBodySchema,
  passwordSchema,
  profileSchema,
  setPasswordBodySchema,
  updateAccountBodySchema,
  updateProfileBodySchema,
} from './university/accounts.schemas.js';
export type {
  Account,
  AccountListQuery,
  ChangePasswordBody,
  CreateAccountBody,
  ForgotPasswordBody,
  Profile,
  SetPasswordBody,
  UpdateAccountBody,
  UpdateProfileBody,
} from './university/accounts.schemas.js';
export {
  commentBodySchema,
  contributionBlockSchema,
  contributionCommentSchema,
  contributionFileSchema,
  contributionListQuerySchema,
  contributionListResponseSchema,
  contributionSchema,
  createContributionFieldsSchema,
  selectionBodySchema,
  statusBodySchema,
  statusChangeSchema,
  updateContributionFieldsSchema,
} from './university/contributions.schemas.js';
export type {
  CommentBody,
  Contribution,
  ContributionBlock,
  ContributionComment,
  ContributionFile,
  ContributionListQuery,
  ContributionListResponse,
  CreateContributionFields,
  SelectionBody,
  StatusBody,
  StatusChange,
  UpdateContributionFields,
} from './university/contributions.schemas.js';
export {
  eventBodySchema,
  eventDatesInOrder,
  eventSchema,
  updateEventBodySchema,
} from './university/events.schemas.js';
export type { Event, EventBody, UpdateEventBody } from './university/events.schemas.js';
export {
  facultyBodySchema,
  facultySchema,
  guestFacultySchema,
  updateFacultyBodySchema,
} from './university/faculties.schemas.js';
export type {
  Faculty,
  FacultyBody,
  GuestFaculty,
  UpdateFacultyBody,
} from './university/faculties.schemas.js';
export { guestSessionBodySchema, guestSessionSchema } from './university/guest-sessions.schemas.js';
export type { GuestSession, GuestSessionBody } from './university/guest-sessions.schemas.js';
export {
  OUTBOX_MAIL_KINDS,
  outboxListResponseSchema,
  outboxMailSchema,
  outboxResendResponseSchema,
} from './university/outbox.schemas.js';
export type { OutboxListResponse, OutboxMail } from './university/outbox.schemas.js';
export { auditEntrySchema, auditListResponseSchema, auditQuerySchema } from './university/audit.schemas.js';
export type { AuditEntry, AuditQuery } from './university/audit.schemas.js';
export { roleSchema } from './university/roles.schemas.js';
export type { Role } from './university/roles.schemas.js';
export {
  browserUsageResponseSchema,
  browserUsageSchema,
  contributionExceptionSchema,
  contributionExceptionsResponseSchema,
  exceptionQuerySchema,
  facultyStatisticsResponseSchema,
  facultyStatisticsSchema,
  pageUsageResponseSchema,
  pageUsageSchema,
  pageViewBodySchema,
  pageViewResponseSchema,
  statisticsQuerySchema,
  usageQuerySchema,
  userActivityResponseSchema,
  userActivitySchema,
  yearTotalsResponseSchema,
  yearTotalsSchema,
} from './university/statistics.schemas.js';
export type {
  BrowserUsage,
  ContributionException,
  ExceptionQuery,
  FacultyStatistics,
  PageUsage,
  PageViewBody,
  PageViewResponse,
  StatisticsQuery,
  UsageQuery,
  UserActivity,
  YearTotals,
} from './university/statistics.schemas.js';
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
export * from './management/server-sdk.schemas.js';
export {
  inboxActionBodySchema,
  inboxBulkBodySchema,
  inboxBulkPreferencesBodySchema,
  inboxCountQuerySchema,
  inboxCountResponseSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxNotificationParamsSchema,
  inboxNotificationResponseSchema,
  inboxNotificationSchema,
  inboxPreferenceBodySchema,
  inboxPreferenceResponseSchema,
  inboxPreferenceSchema,
  inboxPreferencesQuerySchema,
  inboxPreferencesResponseSchema,
  inboxSeenBodySchema,
  inboxSessionBodySchema,
  inboxSessionResponseSchema,
  inboxWorkflowParamsSchema,
} from './inbox/inbox.schemas.js';
export type {
  InboxCountFilter,
  InboxCountResponse,
  InboxListQuery,
  InboxListResponse,
  InboxNotification,
  InboxNotificationResponse,
  InboxPreference,
  InboxPreferencesResponse,
  InboxSessionBody,
  InboxSessionResponse,
} from './inbox/inbox.schemas.js';
