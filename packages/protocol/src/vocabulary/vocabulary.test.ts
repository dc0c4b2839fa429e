// Each list below is written out as docs/product.md §3, §4 and §6 spell it; the vocabulary must match it
// exactly, in count and spelling, so a renamed or missing value fails here before it reaches the wire.
import { describe, expect, test } from 'vitest';
import { CHANNELS, CHANNEL_LABELS, STEP_TYPES, isChannelStep } from '../index.js';
import {
  DAY_CHOICES,
  DELAY_TYPES,
  DIGEST_TYPES,
  ORDINALS,
  REPEAT_MODES,
  TIME_UNITS,
  WEEKDAYS,
} from './digest.js';
import { FILTER_COMBINATORS, FILTER_OPERATORS, FILTER_SUBJECTS, ONLINE_TIME_UNITS } from './filters.js';
import { ACTOR_TYPES, MEMBER_ROLES, MEMBER_STATUSES, ONBOARDING_JOB_ROLES } from './members.js';
import {
  AVATAR_TYPES,
  BUTTON_TYPES,
  EXECUTION_SOURCES,
  MESSAGE_BUTTON_TYPES,
  MESSAGE_STATUSES,
  READ_FILTERS,
} from '../index.js';
import {
  AUTH_SCHEMES,
  AUTH_STRATEGIES,
  BACKGROUND_QUEUES,
  CLIENT_ORIGIN_KINDS,
  CRON_JOBS,
  FEATURE_FLAGS,
  JOB_QUEUES,
  ORIGINS,
  OVERRIDE_KINDS,
  OVERRIDE_SCOPES,
  PLANS,
  PLAN_LIMITED_FEATURES,
  RATE_LIMIT_CATEGORIES,
  RATE_LIMIT_MAXIMUM_PER_SECOND,
  RATE_LIMIT_SETTINGS,
  RATE_LIMIT_SETTING_DEFAULTS,
  RESOURCE_KINDS,
  SYSTEM_FLAG,
} from './platform.js';
import {
  PROVIDER_CREDENTIAL_KEYS,
  PROVIDER_IDS,
  SECRET_CREDENTIAL_KEYS,
  isSecretCredentialKey,
} from './providers.js';
import { TEMPLATE_HELPERS } from './templates.js';
import {
  DIGEST_RESULTS,
  JOB_STATUSES,
  RECIPIENT_KINDS,
  TRIGGER_KINDS,
  TRIGGER_OUTCOMES,
} from './triggers.js';
import { SOCKET_EVENTS } from '../index.js';

/** Same values, same count, no duplicates; order does not matter. */
function expectSameSet(actual: readonly unknown[], expected: readonly unknown[]) {
  expect(new Set(actual).size).toBe(actual.length);
  expect([...actual].sort()).toEqual([...expected].sort());
}

describe('channels and steps (docs/product.md §3)', () => {
  test('5 channels and 8 step types: the channels plus digest, trigger, delay', () => {
    expectSameSet(CHANNELS, ['in_app', 'email', 'sms', 'chat', 'push']);
    expect(STEP_TYPES).toHaveLength(8);
    expectSameSet(STEP_TYPES, [...CHANNELS, 'digest', 'trigger', 'delay']);
  });

  test('every channel has the label people see', () => {
    expect(CHANNEL_LABELS).toEqual({
      sms: 'SMS',
      push: 'Push',
      email: 'Email',
      in_app: 'In App',
      chat: 'Chat',
    });
  });

  test('only channel steps deliver a message', () => {
    expect(STEP_TYPES.filter(isChannelStep)).toEqual([...CHANNELS]);
  });
});

describe('messages (docs/product.md §3)', () => {
  test('6 message statuses and 4 execution sources', () => {
    expectSameSet(MESSAGE_STATUSES, [
      'Success',
      'Warning',
      'Failed',
      'Pending',
      'Queued',
      'ReadConfirmation',
    ]);
    expectSameSet(EXECUTION_SOURCES, ['Credentials', 'Internal', 'Payload', 'Webhook']);
  });

  test('read filters and feed counter events', () => {
    expectSameSet(READ_FILTERS, ['read', 'unread', 'seen', 'unseen']);
    expectSameSet(SOCKET_EVENTS, ['notification_received', 'unread_count_changed', 'unseen_count_changed']);
  });

  test('button and avatar types; a message shows only primary and secondary buttons', () => {
    expectSameSet(BUTTON_TYPES, ['primary', 'secondary', 'clicked']);
    expectSameSet(MESSAGE_BUTTON_TYPES, ['primary', 'secondary']);
    expectSameSet(AVATAR_TYPES, ['none', 'user', 'system_icon', 'system_custom']);
  });
});

describe('step filters (docs/product.md §3)', () => {
  test('15 filter operators', () => {
    expect(FILTER_OPERATORS).toHaveLength(15);
    expectSameSet(FILTER_OPERATORS, [
      'ALL_IN',
      'ANY_IN',
      'BETWEEN',
      'EQUAL',
      'IN',
      'IS_DEFINED',
      'LARGER',
      'LARGER_EQUAL',
      'LIKE',
      'NOT_BETWEEN',
      'NOT_EQUAL',
      'NOT_IN',
      'NOT_LIKE',
      'SMALLER',
      'SMALLER_EQUAL',
    ]);
  });

  test('2 combinators, 7 subjects, 3 online time units', () => {
    expectSameSet(FILTER_COMBINATORS, ['AND', 'OR']);
    expect(FILTER_SUBJECTS).toHaveLength(7);
    expectSameSet(FILTER_SUBJECTS, [
      'payload',
      'subscriber',
      'webhook',
      'isOnline',
      'isOnlineInLast',
      'previousStep',
      'tenant',
    ]);
    expectSameSet(ONLINE_TIME_UNITS, ['days', 'hours', 'minutes']);
  });
});

test('11 template helpers (docs/product.md §3)', () => {
  expect(TEMPLATE_HELPERS).toHaveLength(11);
  expectSameSet(TEMPLATE_HELPERS, [
    'equals',
    'titlecase',
    'uppercase',
    'lowercase',
    'pluralize',
    'dateFormat',
    'unique',
    'groupBy',
    'sortBy',
    'numberFormat',
    'i18n',
  ]);
});

describe('triggers and jobs (docs/product.md §3, §4)', () => {
  test('recipient kinds and trigger kinds', () => {
    expectSameSet(RECIPIENT_KINDS, ['Subscriber', 'Topic']);
    expectSameSet(TRIGGER_KINDS, ['single', 'bulk', 'broadcast', 'multicast']);
  });

  test('7 trigger outcomes', () => {
    expect(TRIGGER_OUTCOMES).toHaveLength(7);
    expectSameSet(TRIGGER_OUTCOMES, [
      'error',
      'trigger_not_active',
      'no_workflow_active_steps_defined',
      'no_workflow_steps_defined',
      'processed',
      'subscriber_id_missing',
      'no_tenant_found',
    ]);
  });

  test('9 job statuses and 3 digest results', () => {
    expect(JOB_STATUSES).toHaveLength(9);
    expectSameSet(JOB_STATUSES, [
      'pending',
      'queued',
      'running',
      'completed',
      'failed',
      'delayed',
      'canceled',
      'merged',
      'skipped',
    ]);
    expectSameSet(DIGEST_RESULTS, ['MERGED', 'CREATED', 'SKIPPED']);
  });
});

describe('delay and digest (docs/product.md §3)', () => {
  test('6 units, digest and delay types, repeat modes', () => {
    expectSameSet(TIME_UNITS, ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months']);
    expectSameSet(DIGEST_TYPES, ['regular', 'backoff', 'timed']);
    expectSameSet(DELAY_TYPES, ['regular', 'scheduled']);
    expectSameSet(REPEAT_MODES, ['each', 'on']);
  });

  test('ordinals 1 to 5 and last', () => {
    expect(ORDINALS).toEqual(['1', '2', '3', '4', '5', 'last']);
  });

  test('day choices: day, weekday, weekend and the seven weekday names', () => {
    expect(WEEKDAYS).toHaveLength(7);
    expect(DAY_CHOICES).toHaveLength(10);
    expectSameSet(DAY_CHOICES, [
      'day',
      'weekday',
      'weekend',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
  });
});

describe('platform (docs/product.md §3, §4)', () => {
  test('8 resource kinds, override scopes and kinds', () => {
    expectSameSet(RESOURCE_KINDS, [
      'Feed',
      'MessageTemplate',
      'Layout',
      'DefaultLayout',
      'NotificationTemplate',
      'NotificationGroup',
      'TranslationGroup',
      'Translation',
    ]);
    expectSameSet(OVERRIDE_SCOPES, ['global', 'template']);
    expectSameSet(OVERRIDE_KINDS, ['subscriber', 'template', 'workflowOverride']);
  });

  test('plans and plan-limited features', () => {
    expectSameSet(PLANS, ['free', 'business', 'enterprise', 'unlimited']);
    expectSameSet(PLAN_LIMITED_FEATURES, ['in_app', 'multi_channel', 'delay', 'translation', 'digest']);
  });

  test('rate limits: categories, settings, and a maximum for every plan and category', () => {
    expectSameSet(RATE_LIMIT_CATEGORIES, ['trigger', 'configuration', 'global']);
    expectSameSet(RATE_LIMIT_SETTINGS, ['burst_allowance', 'window_duration']);
    expectSameSet(Object.keys(RATE_LIMIT_SETTING_DEFAULTS), RATE_LIMIT_SETTINGS);
    for (const plan of PLANS) {
      expectSameSet(Object.keys(RATE_LIMIT_MAXIMUM_PER_SECOND[plan]), RATE_LIMIT_CATEGORIES);
    }
    // A paid plan never gets less than the free one.
    for (const category of RATE_LIMIT_CATEGORIES) {
      expect(RATE_LIMIT_MAXIMUM_PER_SECOND.business[category]).toBeGreaterThan(
        RATE_LIMIT_MAXIMUM_PER_SECOND.free[category],
      );
    }
  });

  test('auth schemes, origins and client origin kinds', () => {
    expectSameSet(AUTH_SCHEMES, ['Bearer', 'ApiKey']);
    expectSameSet(AUTH_STRATEGIES, ['jwt', 'headerapikey']);
    expectSameSet(ORIGINS, ['web', 'cli', 'vercel']);
    expectSameSet(CLIENT_ORIGIN_KINDS, ['web', 'api', 'widget', 'ws']);
  });

  test('7 background queues, 8 job queues, 2 cron jobs', () => {
    expectSameSet(BACKGROUND_QUEUES, [
      'execution-logs',
      'metric-active-jobs',
      'inbound-parse-mail',
      'standard',
      'ws_socket_queue',
      'trigger-handler',
      'process-subscriber',
    ]);
    expectSameSet(JOB_QUEUES, [
      'job-processing-queue',
      'subscriber-processing-queue',
      'trigger-handler-queue',
      'execution-log-queue',
      'ws_socket_queue',
      'ws_socket_handle_connection',
      'ws_socket_handle_disconnect',
      'cron-job-queue',
    ]);
    expectSameSet(CRON_JOBS, ['send-cron-metrics', 'create-billing-usage-records']);
  });

  test('10 feature flags named as docs/product.md §4 lists them, and in-memory cluster mode apart', () => {
    expectSameSet(FEATURE_FLAGS, [
      'IS_TEMPLATE_STORE_ENABLED',
      'IS_TOPIC_NOTIFICATION_ENABLED',
      'IS_MULTI_TENANCY_ENABLED',
      'IS_USE_MERGED_DIGEST_ID_ENABLED',
      'IS_API_RATE_LIMITING_ENABLED',
      'IS_API_IDEMPOTENCY_ENABLED',
      'IS_TRANSLATION_MANAGER_ENABLED',
      'IS_API_EXECUTION_LOG_QUEUE_ENABLED',
      'IS_BILLING_ENABLED',
      'IS_IMPROVED_ONBOARDING_ENABLED',
    ]);
    expect(SYSTEM_FLAG.inMemoryClusterMode).toBe('IS_IN_MEMORY_CLUSTER_MODE_ENABLED');
    expect(FEATURE_FLAGS).not.toContain(SYSTEM_FLAG.inMemoryClusterMode);
  });
});

describe('provider credentials (docs/product.md §3)', () => {
  test('43 credential keys, spelled as listed', () => {
    const listed =
      'apiKey, secretKey, user, password, domain, host, port, secure, region, accountSid, messageProfileId, ' +
      'token, from, senderName, contentType, applicationId, clientId, projectName, serviceAccount, baseUrl, ' +
      'webhookUrl, requireTls, ignoreTls, tlsOptions, redirectUrl, hmac, ipPoolName, apiKeyRequestHeader, ' +
      'secretKeyRequestHeader, idPath, datePath, authenticateByToken, authenticationTokenKey, accessKey, ' +
      'instanceId, apiToken, apiURL, appID, alertUid, title, imageUrl, state, externalLink';
    expect(PROVIDER_CREDENTIAL_KEYS).toHaveLength(43);
    expect(PROVIDER_CREDENTIAL_KEYS).toEqual(listed.split(', '));
  });

  test('secrets are credential keys, and a sender name is not a secret', () => {
    for (const key of SECRET_CREDENTIAL_KEYS) expect(PROVIDER_CREDENTIAL_KEYS).toContain(key);
    expect(isSecretCredentialKey('password')).toBe(true);
    expect(isSecretCredentialKey('serviceAccount')).toBe(true);
    expect(isSecretCredentialKey('senderName')).toBe(false);
  });

  test('providers by kind: 21 email, 29 SMS, 9 chat, 7 push and one in-app, each id once', () => {
    const counts = Object.fromEntries(Object.entries(PROVIDER_IDS).map(([kind, ids]) => [kind, ids.length]));
    expect(counts).toEqual({ email: 21, sms: 29, chat: 9, push: 7, in_app: 1 });
    const all = Object.values(PROVIDER_IDS).flat();
    expect(new Set(all).size).toBe(67);
  });
});

describe('members and onboarding (docs/product.md §1, §3)', () => {
  test('member roles, member statuses and actor types', () => {
    expectSameSet(MEMBER_ROLES, ['admin', 'member']);
    expectSameSet(MEMBER_STATUSES, ['new', 'active', 'invited']);
    expectSameSet(ACTOR_TYPES, ['tenant', 'actor']);
  });

  test('6 onboarding job roles', () => {
    expectSameSet(ONBOARDING_JOB_ROLES, [
      'engineer',
      'engineering_manager',
      'architect',
      'product_manager',
      'designer',
      'other',
    ]);
  });
});
