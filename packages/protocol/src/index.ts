// @herald/protocol: the shared vocabulary (the words of docs/product.md, role ids, limits, socket event
// names, channel labels, paths and fixed texts) with no schema library, so a browser can import any of it
// without zod. The wire types are exported as types only, each schema module's at once; the zod schemas that
// check them are in `@herald/protocol/schemas`. What the notification kit shares with the server is declared
// in `@herald/notification-protocol` and re-exported here whole.
export * from '@herald/notification-protocol';
export type * from './auth/auth.schemas.js';
export type * from './auth/sso.schemas.js';
export { SSO_CALLBACK_PATH, SSO_ERROR_PARAM } from './auth/sso.js';
export {
  APP_TOKEN_AUDIENCE,
  BUTTON_COLORS,
  DATA_FETCHING,
  GUEST_TOKEN_AUDIENCE,
  SORT_DIRECTION,
  STORAGE_KEYS,
  XSRF,
} from './constants.js';
export type { SortDirection } from './constants.js';
export type * from './institution.schemas.js';
export { CSP_REPORT_GROUP, CSP_REPORTS_PATH, CSP_REPORTS_PER_REQUEST } from './csp.js';
export type * from './csp-reports.schemas.js';
export type * from './management/activity.schemas.js';
export type * from './management/events.schemas.js';
export type * from './management/filters.schemas.js';
export type * from './management/integrations.schemas.js';
export { CREDENTIAL_FIELD_TYPES } from './management/integrations.js';
export type { CredentialFieldType } from './management/integrations.js';
export type * from './management/layouts.schemas.js';
export { LAYOUT_BODY_PLACEHOLDER } from './management/layouts.js';
export type * from './management/rate-limits.schemas.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_TTL_SECONDS,
  IDEMPOTENCY_REPLAY_HEADER,
  RATE_LIMIT_EXCEEDED_MESSAGE,
  RATE_LIMIT_HEADERS,
} from './management/rate-limits.js';
export type * from './management/subscribers.schemas.js';
export type * from './management/tenants.schemas.js';
export type * from './management/translations.schemas.js';
export { TRANSLATION_MAX_BYTES, TRANSLATION_MAX_DEPTH } from './management/translations.js';
export type * from './management/workflows.schemas.js';
export { ROUTER_ERROR_TITLE } from './messages-text.js';
export { PLATFORM_PATHS } from './platform/paths.js';
export type * from './platform/platform.schemas.js';
export {
  ENVIRONMENT_HEADER,
  MEMBER_TOKEN_AUDIENCE,
  PLAN_FEATURES,
  planIncludes,
} from './platform/platform.js';
export { isRoleId, ROLE_DESCRIPTIONS, ROLE_ID, ROLE_IDS, ROLE_NAMES, roleName } from './roles.js';
export type { RoleId, RoleName } from './roles.js';
export { isTimeZone, SCHEDULE_HOUR_INTERVALS, SCHEDULE_PRESETS, timeZones } from './schedule.js';
export type { SchedulePreset } from './schedule.js';
export type * from './university/accounts.schemas.js';
export { ACCOUNT_SORTS, COMMON_PASSWORDS, ROLES_WITH_FACULTY } from './university/accounts.js';
export type * from './university/contributions.schemas.js';
export {
  ACCEPTED_UPLOAD_EXTENSIONS,
  canChangeStatus,
  COMMENT_WINDOW_DAYS,
  commentsCloseAt,
  CONTRIBUTION_BLOCKS,
  CONTRIBUTION_FILE_KINDS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_TRANSITIONS,
  DOCUMENT_TYPES,
  EDITABLE_STATUSES,
  IMAGE_TYPES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES_DEFAULT,
  UPLOAD_FIELDS,
} from './university/contributions.js';
export type {
  ContributionBlockRule,
  ContributionFileKind,
  ContributionStatus,
} from './university/contributions.js';
export type * from './university/events.schemas.js';
export { EVENT_PHASES, eventPhase } from './university/events.js';
export type { EventPhase } from './university/events.js';
export type * from './university/faculties.schemas.js';
export type * from './university/guest-sessions.schemas.js';
export type * from './university/outbox.schemas.js';
export { UNIVERSITY_LINKS, UNIVERSITY_ROUTES } from './university/paths.js';
export type { UniversityLink, UniversityRoute } from './university/paths.js';
export type * from './university/roles.schemas.js';
export type * from './university/statistics.schemas.js';
export {
  COMMENT_DEADLINE_DAYS,
  COMMENT_REMINDER_DAYS,
  LIVE_DATA,
  pageRoute,
} from './university/statistics.js';
export type { LiveData } from './university/statistics.js';
export { isChannelStep, STEP_TYPES } from './vocabulary/channels.js';
export type { StepType } from './vocabulary/channels.js';
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
  EXECUTION_DETAILS,
  EXECUTION_LOG_CODE,
  EXECUTION_LOG_CODES,
  executionLogMessage,
  isExecutionLogCode,
} from './vocabulary/execution-log.js';
export type { ExecutionDetail, ExecutionLogCode, ExecutionLogName } from './vocabulary/execution-log.js';
export { isLinkTemplate } from './vocabulary/links.js';
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
export { ACTOR_TYPES, MEMBER_ROLES, MEMBER_STATUSES, ONBOARDING_JOB_ROLES } from './vocabulary/members.js';
export type { ActorType, MemberRole, MemberStatus, OnboardingJobRole } from './vocabulary/members.js';
export { EXECUTION_SOURCES, MESSAGE_STATUS, MESSAGE_STATUSES, READ_FILTERS } from './vocabulary/messages.js';
export type { ExecutionSource, MessageStatus, ReadFilter } from './vocabulary/messages.js';
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
  PLAN_LIMITED_FEATURES,
  PLANS,
  RATE_LIMIT_CATEGORIES,
  RATE_LIMIT_COSTS,
  RATE_LIMIT_MAXIMUM_PER_SECOND,
  RATE_LIMIT_SETTING_DEFAULTS,
  RATE_LIMIT_SETTINGS,
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
  isSecretCredentialKey,
  PROVIDER_CREDENTIAL_KEYS,
  PROVIDER_IDS,
  SECRET_CREDENTIAL_KEYS,
} from './vocabulary/providers.js';
export type { ProviderCredentialKey, ProviderId, SecretCredentialKey } from './vocabulary/providers.js';
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
