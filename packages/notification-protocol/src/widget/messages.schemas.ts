// Changes to messages: mark as, actions, removal, mark all (docs/product.md §4, §7).
import { z } from 'zod';
import { BUTTON_TYPES, MESSAGE_ACTION_STATUSES } from '../vocabulary/messages.js';
import { notificationMessageSchema } from './message.schemas.js';
import { identifier } from './query.js';

/** Most messages one request may change; a feed page holds at most this many. */
const MESSAGES_PER_REQUEST_MAX = 100;

function messageIds(field: string) {
  return z
    .array(identifier(field))
    .min(1, `${field} must name at least one message`)
    .max(MESSAGES_PER_REQUEST_MAX, `${field} may name at most ${MESSAGES_PER_REQUEST_MAX} messages`);
}

/** Path of the calls on one message: `/widgets/messages/{messageId}`. */
export const messageParamsSchema = z.object({ messageId: identifier('messageId') });
export type MessageParams = z.infer<typeof messageParamsSchema>;

/** What to set on the messages; marking as read implies seen (docs/product.md §4). */
export const messageMarkSchema = z
  .object({ seen: z.boolean().optional(), read: z.boolean().optional() })
  .refine((mark) => mark.seen !== undefined || mark.read !== undefined, 'mark must set seen, read or both');
export type MessageMark = z.infer<typeof messageMarkSchema>;

/** POST /widgets/messages/markAs. Without a mark the messages are marked seen. */
export const markMessagesAsBodySchema = z.object({
  messageId: z.union([identifier('messageId'), messageIds('messageId')]),
  mark: messageMarkSchema.default({ seen: true }),
});
export type MarkMessagesAsBody = z.infer<typeof markMessagesAsBodySchema>;
export type MarkMessagesAsInput = z.input<typeof markMessagesAsBodySchema>;

/** The messages as they are after the change. */
export const markMessagesAsResponseSchema = z.object({ data: z.array(notificationMessageSchema) });
export type MarkMessagesAsResponse = z.infer<typeof markMessagesAsResponseSchema>;

/**
 * POST /widgets/messages/archive, Herald's own: archives the messages (archiving marks them read, as the
 * Inbox API does), or with `archived: false` puts them back in the feed. Answers them as markAs does.
 */
export const archiveMessagesBodySchema = z.object({
  messageId: z.union([identifier('messageId'), messageIds('messageId')]),
  archived: z.boolean({ error: 'archived must be true or false' }).default(true),
});
export type ArchiveMessagesBody = z.infer<typeof archiveMessagesBodySchema>;
export type ArchiveMessagesInput = z.input<typeof archiveMessagesBodySchema>;

/** Path of POST /widgets/messages/{messageId}/actions/{type}. */
export const messageActionParamsSchema = messageParamsSchema.extend({
  type: z.enum(BUTTON_TYPES, { error: 'type must be primary, secondary or clicked' }),
});
export type MessageActionParams = z.infer<typeof messageActionParamsSchema>;

export const messageActionBodySchema = z.object({
  /** The button pressed; the path says it too. */
  executedType: z.enum(BUTTON_TYPES).optional(),
  status: z.enum(MESSAGE_ACTION_STATUSES, { error: 'status must be pending or done' }),
  payload: z.record(z.string(), z.unknown()).optional(),
});
export type MessageActionBody = z.infer<typeof messageActionBodySchema>;

/** The message with its action's new status and result. */
export const messageActionResponseSchema = z.object({ data: notificationMessageSchema });
export type MessageActionResponse = z.infer<typeof messageActionResponseSchema>;

/** POST /widgets/messages/bulk/delete. */
export const removeMessagesBodySchema = z.object({ messageIds: messageIds('messageIds') });
export type RemoveMessagesBody = z.infer<typeof removeMessagesBodySchema>;

/** A feed named by its identifier, which may hold dots (`events.v2`); it travels in a body or query. */
function feedReference(field: string) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(200, `${field} must be at most 200 characters`);
}

/** DELETE /widgets/messages: every message of the subscriber, or of one feed. */
export const removeAllMessagesQuerySchema = z.object({ feedId: feedReference('feedId').optional() });
export type RemoveAllMessagesQuery = z.infer<typeof removeAllMessagesQuerySchema>;

/** The answer to each removal: one message, several, or all. */
export const removeMessagesResponseSchema = z.object({
  data: z.object({ acknowledged: z.literal(true), status: z.literal('deleted') }),
});
export type RemoveMessagesResponse = z.infer<typeof removeMessagesResponseSchema>;

/** POST /widgets/messages/read and /widgets/messages/seen: every message, or those of one or more feeds. */
export const markAllMessagesBodySchema = z.object({
  feedId: z
    .union([feedReference('feedId'), z.array(feedReference('feedId')).max(MESSAGES_PER_REQUEST_MAX)])
    .optional(),
});
export type MarkAllMessagesBody = z.infer<typeof markAllMessagesBodySchema>;

/** How many messages changed. */
export const markAllMessagesResponseSchema = z.object({ data: z.number().int().nonnegative() });
export type MarkAllMessagesResponse = z.infer<typeof markAllMessagesResponseSchema>;
