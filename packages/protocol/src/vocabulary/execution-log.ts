// Execution log codes (docs/product.md §8) and the execution details each step writes.
import type { MessageStatus } from './messages.js';

/** Every execution log code with its name and the message shown for it. */
export const EXECUTION_LOG_CODES = {
  1000: { name: 'TRIGGER_RECEIVED', message: 'Trigger received' },
  1001: { name: 'TEMPLATE_NOT_ACTIVE', message: 'Template not active' },
  1002: { name: 'TEMPLATE_NOT_FOUND', message: 'Template not found' },
  1004: { name: 'SMS_ERROR', message: 'SMS error' },
  1005: { name: 'CHAT_ERROR', message: 'Chat error' },
  1006: { name: 'MISSING_SMS_PROVIDER', message: 'Missing SMS provider' },
  1007: { name: 'IN_APP_MESSAGE_CREATED', message: 'In-app message created' },
  1008: { name: 'MAIL_PROVIDER_DELIVERY_ERROR', message: 'Mail delivery error' },
  1009: { name: 'TRIGGER_PROCESSED', message: 'Trigger processed' },
  1010: { name: 'PUSH_ERROR', message: 'Push error' },
  1011: { name: 'MISSING_PUSH_PROVIDER', message: 'Missing push provider' },
  3001: { name: 'SUBSCRIBER_NOT_FOUND', message: 'Subscriber not found' },
  3002: { name: 'SUBSCRIBER_MISSING_EMAIL', message: 'Missing email' },
  3003: { name: 'SUBSCRIBER_MISSING_PHONE', message: 'Missing phone' },
  3004: { name: 'SUBSCRIBER_ID_MISSING', message: 'Subscriber id missing' },
  3005: { name: 'MISSING_EMAIL_INTEGRATION', message: 'Missing email integration' },
  3006: { name: 'SUBSCRIBER_MISSING_CHAT_CHANNEL_ID', message: 'Missing chat channel id' },
  3007: { name: 'MISSING_SMS_INTEGRATION', message: 'Missing SMS integration' },
  3008: { name: 'MISSING_CHAT_INTEGRATION', message: 'Missing chat integration' },
  3009: { name: 'MISSING_PUSH_INTEGRATION', message: 'Missing push integration' },
  3010: { name: 'SUBSCRIBER_MISSING_PUSH', message: 'Missing push token' },
  3011: { name: 'MISSING_PAYLOAD_VARIABLE', message: 'Missing payload variable' },
  3012: { name: 'AVATAR_ACTOR_ERROR', message: 'Avatar actor error' },
  3013: { name: 'SYNTAX_ERROR_IN_EMAIL_EDITOR', message: 'Syntax error in email editor' },
  4001: { name: 'TOPIC_ERROR', message: 'Topic error' },
  4002: { name: 'TOPIC_SUBSCRIBERS_ERROR', message: 'Topic subscribers error' },
} as const;

export type ExecutionLogCode = keyof typeof EXECUTION_LOG_CODES;
export type ExecutionLogName = (typeof EXECUTION_LOG_CODES)[ExecutionLogCode]['name'];

/** The code for each log name, e.g. `EXECUTION_LOG_CODE.TRIGGER_RECEIVED === 1000`. */
export const EXECUTION_LOG_CODE = Object.fromEntries(
  Object.entries(EXECUTION_LOG_CODES).map(([code, { name }]) => [name, Number(code)]),
) as { readonly [C in ExecutionLogCode as (typeof EXECUTION_LOG_CODES)[C]['name']]: C };

export function isExecutionLogCode(value: unknown): value is ExecutionLogCode {
  return typeof value === 'number' && Object.hasOwn(EXECUTION_LOG_CODES, value);
}

/** The message for a code, or undefined when the code is unknown. */
export function executionLogMessage(code: number): string | undefined {
  return isExecutionLogCode(code) ? EXECUTION_LOG_CODES[code].message : undefined;
}

type ExecutionDetailEntry = { readonly message: string; readonly status: MessageStatus };

/** What each step writes to its execution log while it runs, with the status written beside it. */
export const EXECUTION_DETAILS = {
  STEP_CREATED: { message: 'Step created', status: 'Pending' },
  STEP_QUEUED: { message: 'Step queued', status: 'Pending' },
  STEP_DELAYED: { message: 'Step delayed', status: 'Pending' },
  STEP_DIGESTED: { message: 'Step digested', status: 'Pending' },
  START_SENDING: { message: 'Start sending message', status: 'Pending' },
  START_DIGESTING: { message: 'Start digesting', status: 'Pending' },
  TENANT_CONTEXT_SELECTED: { message: 'Tenant context selected', status: 'Pending' },
  TENANT_NOT_FOUND: { message: 'Tenant identifier not found', status: 'Failed' },
  FILTER_STEPS: { message: 'Step was filtered based on steps filters', status: 'Success' },
  STEP_FILTERED_BY_PREFERENCES: { message: 'Step filtered by subscriber preferences', status: 'Success' },
  STEP_FILTERED_BY_GLOBAL_PREFERENCES: {
    message: 'Step filtered by subscriber global preferences',
    status: 'Success',
  },
  PROCESSING_STEP_FILTER: { message: 'Processing step filter', status: 'Pending' },
  PROCESSING_STEP_FILTER_ERROR: { message: 'Processing step filter failed', status: 'Failed' },
  INTEGRATION_INSTANCE_SELECTED: { message: 'Integration instance selected', status: 'Pending' },
  VARIANT_CHOSEN: { message: 'Variant was chosen by the provided condition criteria', status: 'Pending' },
  MESSAGE_CONTENT_NOT_GENERATED: { message: 'Message content could not be generated', status: 'Failed' },
  MESSAGE_CONTENT_SYNTAX_ERROR: { message: 'Message content has a syntax error', status: 'Failed' },
  MESSAGE_CREATED: { message: 'Message created', status: 'Pending' },
  MESSAGE_LINK_DROPPED: {
    message: 'A link that is neither an http(s) URL nor a path was dropped from the message',
    status: 'Warning',
  },
  MESSAGE_SENT: { message: 'Message sent', status: 'Success' },
  PROVIDER_ERROR: { message: 'Unexpected provider error', status: 'Failed' },
  SUBSCRIBER_NO_ACTIVE_INTEGRATION: {
    message: 'Subscriber does not have an active integration',
    status: 'Failed',
  },
  SUBSCRIBER_NO_CHANNEL_DETAILS: { message: 'Subscriber missing recipient details', status: 'Failed' },
  SUBSCRIBER_NO_ACTIVE_CHANNEL: {
    message: 'Subscriber does not have a configured channel',
    status: 'Failed',
  },
  CHAT_WEBHOOK_URL_MISSING: { message: 'Webhook URL for the chat channel is missing', status: 'Failed' },
  CHAT_ALL_CHANNELS_FAILED: { message: 'Sending the chat message failed on every channel', status: 'Failed' },
  PUSH_MISSING_DEVICE_TOKENS: {
    message: 'Subscriber credentials are missing the device tokens for push',
    status: 'Failed',
  },
  NOTIFICATION_ERROR: { message: 'There was one or more errors sending the notification', status: 'Failed' },
  LAYOUT_NOT_FOUND: { message: 'Layout not found', status: 'Failed' },
  LIMIT_PASSED_BUILT_IN_INTEGRATION: {
    message: "The built-in provider's limit has been reached",
    status: 'Failed',
  },
  REPLY_CALLBACK_MISSING_CALLBACK_URL: {
    message: 'Inbound mail - Missing reply callback URL',
    status: 'Warning',
  },
  REPLY_CALLBACK_NOT_CONFIGURED: { message: 'Inbound mail - Missing configuration', status: 'Warning' },
  REPLY_CALLBACK_MISSING_MX_RECORD: {
    message: 'Inbound mail - Missing MX Record configuration',
    status: 'Warning',
  },
  REPLY_CALLBACK_MISSING_MX_ROUTE_DOMAIN: {
    message: 'Inbound mail - Missing MX route domain configuration',
    status: 'Warning',
  },
  DIGEST_MERGED: { message: 'Digest was merged with other digest', status: 'Success' },
  DIGEST_SKIPPED: { message: 'Digest was skipped, first backoff event', status: 'Success' },
  DIGEST_TRIGGERED_EVENTS: { message: 'Digest triggered events', status: 'Success' },
  DELAY_FINISHED: { message: 'Delay is finished', status: 'Success' },
  DELAY_MISCONFIGURATION: { message: 'Invalid delay configuration', status: 'Failed' },
  WEBHOOK_FILTER_FAILED_RETRY: {
    message: 'Webhook filter failed, retry will be executed',
    status: 'Pending',
  },
  WEBHOOK_FILTER_FAILED_LAST_RETRY: {
    message: 'Failed to get response from remote webhook filter on last retry',
    status: 'Pending',
  },
} as const satisfies Record<string, ExecutionDetailEntry>;

export type ExecutionDetail = keyof typeof EXECUTION_DETAILS;
