// The in-app message's parts (docs/product.md §3): its buttons, its action, its call to action and its
// avatar.

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
