// Notification platform vocabularies: resources, overrides, plans, limits, auth, origins
// (docs/product.md §3).

/** Kinds of resource a workflow author manages. */
export const RESOURCE_KINDS = [
  'Feed',
  'MessageTemplate',
  'Layout',
  'DefaultLayout',
  'NotificationTemplate',
  'NotificationGroup',
  'TranslationGroup',
  'Translation',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Where a preference override applies. */
export const OVERRIDE_SCOPES = ['global', 'template'] as const;
export type OverrideScope = (typeof OVERRIDE_SCOPES)[number];

/** Who set an override. */
export const OVERRIDE_KINDS = ['subscriber', 'template', 'workflowOverride'] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];

/** Service plans, from the most limited to none. */
export const PLANS = ['free', 'business', 'enterprise', 'unlimited'] as const;
export type Plan = (typeof PLANS)[number];

/** Features whose use a plan may limit. */
export const PLAN_LIMITED_FEATURES = ['in_app', 'multi_channel', 'delay', 'translation', 'digest'] as const;
export type PlanLimitedFeature = (typeof PLAN_LIMITED_FEATURES)[number];

/** API rate limits are counted per category. */
export const RATE_LIMIT_CATEGORIES = ['trigger', 'configuration', 'global'] as const;
export type RateLimitCategory = (typeof RATE_LIMIT_CATEGORIES)[number];

/** Settings of the token-bucket rate limiter. */
export const RATE_LIMIT_SETTINGS = ['burst_allowance', 'window_duration'] as const;
export type RateLimitSetting = (typeof RATE_LIMIT_SETTINGS)[number];

/** Defaults: a 10% burst over the limit, counted over a one-second window. */
export const RATE_LIMIT_SETTING_DEFAULTS = {
  burst_allowance: 0.1,
  window_duration: 1,
} as const satisfies Record<RateLimitSetting, number>;

/** Tokens one request takes from the bucket: a bulk request weighs as much as a hundred single ones. */
export const RATE_LIMIT_COSTS = { single: 1, bulk: 100 } as const;
export type RateLimitCost = keyof typeof RATE_LIMIT_COSTS;

/** Requests per second each plan may make in each category. */
export const RATE_LIMIT_MAXIMUM_PER_SECOND = {
  free: { trigger: 60, configuration: 15, global: 30 },
  business: { trigger: 600, configuration: 150, global: 300 },
  enterprise: { trigger: 6000, configuration: 1500, global: 3000 },
  unlimited: { trigger: 6000, configuration: 1500, global: 3000 },
} as const satisfies Record<Plan, Record<RateLimitCategory, number>>;

/** Schemes of the Authorization header. */
export const AUTH_SCHEMES = ['Bearer', 'ApiKey'] as const;
export type AuthScheme = (typeof AUTH_SCHEMES)[number];

/** Server-side strategies behind those schemes: a signed token or an API key header. */
export const AUTH_STRATEGIES = ['jwt', 'headerapikey'] as const;
export type AuthStrategy = (typeof AUTH_STRATEGIES)[number];

/** Where an account signed up from. */
export const ORIGINS = ['web', 'cli', 'vercel'] as const;
export type Origin = (typeof ORIGINS)[number];

/** What kind of client a request comes from. */
export const CLIENT_ORIGIN_KINDS = ['web', 'api', 'widget', 'ws'] as const;
export type ClientOriginKind = (typeof CLIENT_ORIGIN_KINDS)[number];

/** Queues of background work. */
export const BACKGROUND_QUEUES = [
  'execution-logs',
  'metric-active-jobs',
  'inbound-parse-mail',
  'standard',
  'ws_socket_queue',
  'trigger-handler',
  'process-subscriber',
] as const;
export type BackgroundQueue = (typeof BACKGROUND_QUEUES)[number];

/** Queues that carry workflow jobs and socket work between processes. */
export const JOB_QUEUES = [
  'job-processing-queue',
  'subscriber-processing-queue',
  'trigger-handler-queue',
  'execution-log-queue',
  'ws_socket_queue',
  'ws_socket_handle_connection',
  'ws_socket_handle_disconnect',
  'cron-job-queue',
] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];

export const CRON_JOBS = ['send-cron-metrics', 'create-billing-usage-records'] as const;
export type CronJob = (typeof CRON_JOBS)[number];

/** Feature flags, each switched by an environment variable of the same name. */
export const FEATURE_FLAG = {
  templateStore: 'IS_TEMPLATE_STORE_ENABLED',
  topicNotification: 'IS_TOPIC_NOTIFICATION_ENABLED',
  multiTenancy: 'IS_MULTI_TENANCY_ENABLED',
  mergedDigestId: 'IS_USE_MERGED_DIGEST_ID_ENABLED',
  apiRateLimiting: 'IS_API_RATE_LIMITING_ENABLED',
  apiIdempotency: 'IS_API_IDEMPOTENCY_ENABLED',
  translationManager: 'IS_TRANSLATION_MANAGER_ENABLED',
  apiExecutionLogQueue: 'IS_API_EXECUTION_LOG_QUEUE_ENABLED',
  billing: 'IS_BILLING_ENABLED',
  improvedOnboarding: 'IS_IMPROVED_ONBOARDING_ENABLED',
} as const;
export type FeatureFlag = (typeof FEATURE_FLAG)[keyof typeof FEATURE_FLAG];
export const FEATURE_FLAGS = Object.values(FEATURE_FLAG) as FeatureFlag[];

/** Kept apart from the feature flags: it changes how processes find each other, so it is read once at start. */
export const SYSTEM_FLAG = {
  inMemoryClusterMode: 'IS_IN_MEMORY_CLUSTER_MODE_ENABLED',
} as const;
export type SystemFlag = (typeof SYSTEM_FLAG)[keyof typeof SYSTEM_FLAG];
