// @herald/protocol: the shared vocabulary, wire schemas and constants. Explicit exports only.
export {
  API_PREFIX,
  APP_TOKEN_AUDIENCE,
  GUEST_TOKEN_AUDIENCE,
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
  FEED_PAGE_SIZE,
  FEED_PAGE_SIZE_MAX,
  DATA_FETCHING,
  BUTTON_COLORS,
  WIDGET_USAGE_LOG_PREFIX,
} from './constants.js';
export type { SortDirection, ThemeMode } from './constants.js';
export { ROLE_DESCRIPTIONS, ROLE_ID, ROLE_IDS, ROLE_NAMES, isRoleId, roleName } from './roles.js';
export type { RoleId, RoleName } from './roles.js';
export { SOCKET_EVENT, SOCKET_EVENTS, unreadCountChangedSchema, unseenCountChangedSchema } from './socket.js';
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
export { countQuerySchema, countResponseSchema, tabCountQuerySchema } from './widget/counts.schemas.js';
export type { CountQuery, CountResponse, TabCountQuery } from './widget/counts.schemas.js';
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

// Widget calls of SPEC §7.
export { identifier, queryBoolean, queryInteger, queryText, readableError } from './widget/query.js';
export {
  messageActionSchema,
  messageActorSchema,
  messageButtonSchema,
  messageCtaSchema,
  notificationMessageSchema,
  timestampSchema,
} from './widget/message.schemas.js';
export type {
  MessageAction,
  MessageActor,
  MessageButton,
  MessageCta,
  NotificationMessage,
} from './widget/message.schemas.js';
export {
  decodeFeedPayload,
  encodeFeedPayload,
  feedQuerySchema,
  feedResponseSchema,
  feedStoreSchema,
} from './widget/feed.schemas.js';
export type { FeedQuery, FeedQueryInput, FeedResponse, FeedStore } from './widget/feed.schemas.js';
export {
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
  TEXT_DIRECTIONS,
  organizationBrandingSchema,
  organizationResponseSchema,
  organizationSchema,
} from './widget/organization.schemas.js';
export type {
  Organization,
  OrganizationBranding,
  OrganizationResponse,
  TextDirection,
} from './widget/organization.schemas.js';
export {
  channelPreferenceSchema,
  globalPreferenceItemSchema,
  globalPreferencesResponseSchema,
  preferenceChannelsSchema,
  preferenceItemSchema,
  preferenceParamsSchema,
  preferenceSchema,
  preferenceTemplateSchema,
  preferencesResponseSchema,
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
  PreferenceTemplate,
  PreferencesResponse,
  UpdateGlobalPreferenceBody,
  UpdateGlobalPreferenceResponse,
  UpdatePreferenceBody,
  UpdatePreferenceResponse,
} from './widget/preferences.schemas.js';
export { usageLogBodySchema, usageLogName, usageLogResponseSchema } from './widget/usage.schemas.js';
export type { UsageLogBody, UsageLogInput, UsageLogResponse } from './widget/usage.schemas.js';

// Fixed texts of SPEC §8 and the schedule presets of SPEC §9.
export {
  REQUEST_ERROR_MESSAGES,
  ROUTER_ERROR_TITLE,
  SESSION_INITIALIZE_FAILED_MESSAGE,
  outsideProviderMessage,
} from './messages-text.js';
export type { RequestErrorKind } from './messages-text.js';
export { SCHEDULE_HOUR_INTERVALS, SCHEDULE_PRESETS, isTimeZone, timeZones } from './schedule.js';
export type { SchedulePreset } from './schedule.js';

// Vocabularies of SPEC §3, §4, §6 and §8.
export { CHANNEL, CHANNELS, CHANNEL_LABELS, STEP_TYPES, isChannelStep } from './vocabulary/channels.js';
export type { Channel, StepType } from './vocabulary/channels.js';
export {
  AVATAR_TYPES,
  BUTTON_TYPES,
  CTA_TYPES,
  EXECUTION_SOURCES,
  MESSAGE_ACTION_STATUSES,
  MESSAGE_BUTTON_TYPES,
  MESSAGE_STATUS,
  MESSAGE_STATUSES,
  READ_FILTERS,
} from './vocabulary/messages.js';
export type {
  AvatarType,
  ButtonType,
  CtaType,
  ExecutionSource,
  MessageActionStatus,
  MessageButtonType,
  MessageStatus,
  ReadFilter,
} from './vocabulary/messages.js';
export {
  FILTER_COMBINATORS,
  FILTER_OPERATORS,
  FILTER_SUBJECTS,
  ONLINE_TIME_UNITS,
} from './vocabulary/filters.js';
export type {
  FilterCombinator,
  FilterOperator,
  FilterSubject,
  OnlineTimeUnit,
} from './vocabulary/filters.js';
export { TEMPLATE_HELPERS } from './vocabulary/templates.js';
export type { TemplateHelper } from './vocabulary/templates.js';
export {
  DIGEST_RESULTS,
  JOB_STATUS,
  JOB_STATUSES,
  RECIPIENT_KINDS,
  TRIGGER_KINDS,
  TRIGGER_OUTCOMES,
} from './vocabulary/triggers.js';
export type {
  DigestResult,
  JobStatus,
  RecipientKind,
  TriggerKind,
  TriggerOutcome,
} from './vocabulary/triggers.js';
export {
  DAY_CHOICES,
  DELAY_TYPES,
  DIGEST_TYPES,
  ORDINALS,
  REPEAT_MODES,
  TIME_UNITS,
  WEEKDAYS,
} from './vocabulary/digest.js';
export type {
  DayChoice,
  DelayType,
  DigestType,
  Ordinal,
  RepeatMode,
  TimeUnit,
  Weekday,
} from './vocabulary/digest.js';
export {
  AUTH_SCHEMES,
  AUTH_STRATEGIES,
  BACKGROUND_QUEUES,
  CLIENT_ORIGIN_KINDS,
  CRON_JOBS,
  FEATURE_FLAG,
  FEATURE_FLAGS,
  JOB_QUEUES,
  ORIGINS,
  OVERRIDE_KINDS,
  OVERRIDE_SCOPES,
  PLANS,
  PLAN_LIMITED_FEATURES,
  RATE_LIMIT_CATEGORIES,
  RATE_LIMIT_COSTS,
  RATE_LIMIT_MAXIMUM_PER_SECOND,
  RATE_LIMIT_SETTINGS,
  RATE_LIMIT_SETTING_DEFAULTS,
  RESOURCE_KINDS,
  SYSTEM_FLAG,
} from './vocabulary/platform.js';
export type {
  AuthScheme,
  AuthStrategy,
  BackgroundQueue,
  ClientOriginKind,
  CronJob,
  FeatureFlag,
  JobQueue,
  Origin,
  OverrideKind,
  OverrideScope,
  Plan,
  PlanLimitedFeature,
  RateLimitCategory,
  RateLimitCost,
  RateLimitSetting,
  ResourceKind,
  SystemFlag,
} from './vocabulary/platform.js';
export {
  PROVIDER_CREDENTIAL_KEYS,
  PROVIDER_IDS,
  SECRET_CREDENTIAL_KEYS,
  isSecretCredentialKey,
} from './vocabulary/providers.js';
export type { ProviderCredentialKey, ProviderId, SecretCredentialKey } from './vocabulary/providers.js';
export { ACTOR_TYPES, MEMBER_ROLES, MEMBER_STATUSES, ONBOARDING_JOB_ROLES } from './vocabulary/members.js';
export type { ActorType, MemberRole, MemberStatus, OnboardingJobRole } from './vocabulary/members.js';
export {
  EXECUTION_DETAILS,
  EXECUTION_LOG_CODE,
  EXECUTION_LOG_CODES,
  executionLogMessage,
  isExecutionLogCode,
} from './vocabulary/execution-log.js';
export type { ExecutionDetail, ExecutionLogCode, ExecutionLogName } from './vocabulary/execution-log.js';
export {
  ENGLISH_TRANSLATIONS,
  OPTIONAL_TRANSLATION_KEYS,
  TRANSLATION_KEYS,
  withEnglishFallback,
} from './vocabulary/translation.js';
export type { TranslationKey, Translations } from './vocabulary/translation.js';
export { institutionResponseSchema, institutionSchema } from './institution.schemas.js';
export type { Institution, InstitutionResponse } from './institution.schemas.js';
export { WIDGET_PATHS } from './widget/paths.js';
export type { WidgetPathName } from './widget/paths.js';
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
  filterPartSchema,
  fieldFilterPartSchema,
  onlineFilterPartSchema,
  onlineInLastFilterPartSchema,
  previousStepFilterPartSchema,
  stepFilterSchema,
  webhookFilterPartSchema,
} from './management/filters.schemas.js';
export type { FilterPart, StepFilter } from './management/filters.schemas.js';
export {
  CREDENTIAL_FIELD_TYPES,
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
  CredentialFieldType,
  CredentialsInput,
  Integration,
  Provider,
  SubscriberChannel,
  SubscriberChannelBody,
  TestIntegrationBody,
  UpdateIntegrationBody,
} from './management/integrations.schemas.js';
export {
  createFeedBodySchema,
  createTopicBodySchema,
  listQuerySchema,
  subscriberBodySchema,
  subscriberIdSchema,
  subscriberSchema,
  topicSubscribersBodySchema,
  updateSubscriberBodySchema,
} from './management/subscribers.schemas.js';
export type {
  CreateFeedBody,
  CreateTopicBody,
  ListQuery,
  Subscriber,
  SubscriberBody,
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
  TRANSLATION_MAX_BYTES,
  TRANSLATION_MAX_DEPTH,
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
  LAYOUT_BODY_PLACEHOLDER,
  createLayoutBodySchema,
  layoutIdParamsSchema,
  layoutListResponseSchema,
  layoutResponseSchema,
  layoutSchema,
  updateLayoutBodySchema,
} from './management/layouts.schemas.js';
export type { CreateLayoutBody, Layout, UpdateLayoutBody } from './management/layouts.schemas.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  IDEMPOTENCY_REPLAY_HEADER,
  RATE_LIMIT_EXCEEDED_MESSAGE,
  RATE_LIMIT_HEADERS,
  apiRateLimitsSchema,
  idempotencyKeySchema,
} from './management/rate-limits.schemas.js';
export type { ApiRateLimits } from './management/rate-limits.schemas.js';
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
  EVENT_PHASES,
  eventBodySchema,
  eventDatesInOrder,
  eventPhase,
  eventSchema,
  updateEventBodySchema,
} from './university/events.schemas.js';
export type { Event, EventBody, EventPhase, UpdateEventBody } from './university/events.schemas.js';
export { roleSchema } from './university/roles.schemas.js';
export type { Role } from './university/roles.schemas.js';
export {
  ACCOUNT_SORTS,
  COMMON_PASSWORDS,
  ROLES_WITH_FACULTY,
  accountFacultyMatchesRole,
  accountListQuerySchema,
  accountSchema,
  changePasswordBodySchema,
  createAccountBodySchema,
  profileSchema,
  updateProfileBodySchema,
  forgotPasswordBodySchema,
  passwordSchema,
  setPasswordBodySchema,
  updateAccountBodySchema,
} from './university/accounts.schemas.js';
export type {
  Account,
  AccountListQuery,
  ChangePasswordBody,
  CreateAccountBody,
  ForgotPasswordBody,
  Profile,
  UpdateProfileBody,
  SetPasswordBody,
  UpdateAccountBody,
} from './university/accounts.schemas.js';
export {
  ACCEPTED_UPLOAD_EXTENSIONS,
  COMMENT_WINDOW_DAYS,
  CONTRIBUTION_FILE_KINDS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TRANSITIONS,
  DOCUMENT_TYPES,
  EDITABLE_STATUSES,
  IMAGE_TYPES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES_DEFAULT,
  UPLOAD_FIELDS,
  canChangeStatus,
  commentBodySchema,
  commentsCloseAt,
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
  ContributionComment,
  ContributionFile,
  ContributionFileKind,
  ContributionListQuery,
  ContributionListResponse,
  ContributionStatus,
  CreateContributionFields,
  SelectionBody,
  StatusBody,
  StatusChange,
  UpdateContributionFields,
} from './university/contributions.schemas.js';
export {
  COMMENT_DEADLINE_DAYS,
  COMMENT_REMINDER_DAYS,
  browserUsageResponseSchema,
  browserUsageSchema,
  contributionExceptionSchema,
  contributionExceptionsResponseSchema,
  facultyStatisticsResponseSchema,
  facultyStatisticsSchema,
  pageRoute,
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
  FacultyStatistics,
  PageUsage,
  PageViewBody,
  PageViewResponse,
  StatisticsQuery,
  UsageQuery,
  UserActivity,
  YearTotals,
} from './university/statistics.schemas.js';

// The platform's accounts (SPEC §1, §3, §6) and single sign-on.
export {
  ENVIRONMENT_HEADER,
  MEMBER_TOKEN_AUDIENCE,
  PLAN_FEATURES,
  acceptInvitationBodySchema,
  apiKeySchema,
  createEnvironmentBodySchema,
  createOrganizationBodySchema,
  createdApiKeySchema,
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
  planIncludes,
  planSchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
  updateMemberBodySchema,
  updatePlatformOrganizationBodySchema,
} from './platform/platform.schemas.js';
export type {
  AcceptInvitationBody,
  ApiKey,
  CreateEnvironmentBody,
  CreateOrganizationBody,
  CreatedApiKey,
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
export { PLATFORM_PATHS } from './platform/paths.js';
export {
  SSO_CALLBACK_PATH,
  SSO_ERROR_PARAM,
  parseSsoFragment,
  ssoProviderSchema,
  ssoProvidersResponseSchema,
  ssoReturnToSchema,
  ssoStartQuerySchema,
} from './auth/sso.schemas.js';
export type { SsoProvider, SsoProvidersResponse, SsoStartQuery } from './auth/sso.schemas.js';
