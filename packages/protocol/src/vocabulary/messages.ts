// Messages' delivery statuses, execution sources and read filters (docs/product.md §3); the in-app message's
// parts are in `@herald/notification-protocol`.

/** Status written on an execution detail and on a message. */
export const MESSAGE_STATUSES = [
  'Success',
  'Warning',
  'Failed',
  'Pending',
  'Queued',
  'ReadConfirmation',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS = {
  success: 'Success',
  warning: 'Warning',
  failed: 'Failed',
  pending: 'Pending',
  queued: 'Queued',
  readConfirmation: 'ReadConfirmation',
} as const satisfies Record<string, MessageStatus>;

/** Where an execution detail came from. */
export const EXECUTION_SOURCES = ['Credentials', 'Internal', 'Payload', 'Webhook'] as const;
export type ExecutionSource = (typeof EXECUTION_SOURCES)[number];

/** Read state filters; also the conditions a previous-step filter checks. */
export const READ_FILTERS = ['read', 'unread', 'seen', 'unseen'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];
