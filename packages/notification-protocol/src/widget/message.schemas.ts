// The in-app notification message as the widget receives it (docs/product.md §3).
import { z } from 'zod';
import {
  AVATAR_TYPES,
  CTA_TYPES,
  MESSAGE_ACTION_STATUSES,
  MESSAGE_BUTTON_TYPES,
  BUTTON_TYPES,
} from '../vocabulary/messages.js';
import { CHANNELS } from '../vocabulary/channels.js';

/** Timestamps travel as ISO 8601 text with a zone, e.g. `2024-03-06T10:00:00.000Z`. */
export const timestampSchema = z.iso.datetime({ offset: true, error: 'Expected an ISO 8601 date and time' });

/** Who or what the message is from: none, a user's avatar, a system icon, or a custom image. */
export const messageActorSchema = z.object({
  type: z.enum(AVATAR_TYPES),
  /** The avatar url for `user` and `system_custom`, the icon name for `system_icon`, null for `none`. */
  data: z.string().max(2048).nullable(),
});
export type MessageActor = z.infer<typeof messageActorSchema>;

export const messageButtonSchema = z.object({
  type: z.enum(MESSAGE_BUTTON_TYPES),
  content: z.string().max(200),
  /** Text the button shows once pressed. */
  resultContent: z.string().max(200).optional(),
});
export type MessageButton = z.infer<typeof messageButtonSchema>;

export const messageActionSchema = z.object({
  status: z.enum(MESSAGE_ACTION_STATUSES),
  buttons: z.array(messageButtonSchema).max(2),
  /** The button pressed and what came with it, once the action is done. */
  result: z
    .object({
      type: z.enum(BUTTON_TYPES).nullable(),
      payload: z.record(z.string(), z.unknown()).nullable(),
    })
    .optional(),
});
export type MessageAction = z.infer<typeof messageActionSchema>;

export const messageCtaSchema = z.object({
  type: z.enum(CTA_TYPES),
  /** Where clicking the message leads; no url means the click only marks it read. */
  data: z.object({ url: z.string().max(2048).optional() }),
  action: messageActionSchema.optional(),
});
export type MessageCta = z.infer<typeof messageCtaSchema>;

export const notificationMessageSchema = z.object({
  _id: z.string().min(1),
  /** HTML, rendered from the workflow's template; the client sanitises it before showing it. */
  content: z.string(),
  createdAt: timestampSchema,
  seen: z.boolean(),
  read: z.boolean(),
  lastSeenDate: timestampSchema.nullable().optional(),
  lastReadDate: timestampSchema.nullable().optional(),
  /** Archived through the current Inbox; the 0.24 widget's feed and counts do not read it. */
  archived: z.boolean().optional(),
  /** When the message was archived, null while it is not. */
  archivedAt: timestampSchema.nullable().optional(),
  templateIdentifier: z.string(),
  /** The feed (tab) the message belongs to, if any. */
  feedIdentifier: z.string().nullable().optional(),
  payload: z.record(z.string(), z.unknown()).optional(),
  actor: messageActorSchema,
  cta: messageCtaSchema,
  /** Always `in_app` in the widget's feed. */
  channel: z.enum(CHANNELS).optional(),
  // Record ids the open-source widget's message type declares; hosts read them in click handlers.
  /** The workflow that sent the message; null for a message sent without one. */
  _templateId: z.string().nullable().optional(),
  /** The feed (tab) row id, null when the message belongs to no feed. */
  _feedId: z.string().nullable().optional(),
  /** The subscriber's record id (not the host's `subscriberId`). */
  _subscriberId: z.string().optional(),
  /** The trigger that created the message, null for a message sent without one. */
  _notificationId: z.string().nullable().optional(),
  _environmentId: z.string().optional(),
  _organizationId: z.string().optional(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/**
 * A message as the server sends it: every field the open-source widget's message type declares is present, so
 * widgets already in use find them (Herald's own kit needs only the fields above that are not optional).
 */
export const deliveredMessageSchema = notificationMessageSchema.required({
  channel: true,
  _templateId: true,
  _feedId: true,
  _subscriberId: true,
  _notificationId: true,
  _environmentId: true,
  _organizationId: true,
  lastSeenDate: true,
  lastReadDate: true,
  payload: true,
});
export type DeliveredMessage = z.infer<typeof deliveredMessageSchema>;
