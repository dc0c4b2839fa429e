// Messages, their statuses and the in-app message parts (SPEC §3).

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

/** Button types of an in-app message action; `clicked` records which one was pressed. */
export const BUTTON_TYPES = ['primary', 'secondary', 'clicked'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** The buttons a message can show (a `clicked` button is never shown). */
export const MESSAGE_BUTTON_TYPES = ['primary', 'secondary'] as const;
export type MessageButtonType = (typeof MESSAGE_BUTTON_TYPES)[number];

/** Status of a message's action; buttons hide once it is done. */
export const MESSAGE_ACTION_STATUSES = ['pending', 'done'] as const;
export type MessageActionStatus = (typeof MESSAGE_ACTION_STATUSES)[number];

/** Call-to-action types of an in-app message. */
export const CTA_TYPES = ['redirect'] as const;
export type CtaType = (typeof CTA_TYPES)[number];

/** What the avatar beside a message shows. */
export const AVATAR_TYPES = ['none', 'user', 'system_icon', 'system_custom'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
