// The management API's routes in the open-source platform's shapes (its server SDK 0.24): notification templates,
// a subscriber's feed, counts, marks and preferences from the server, messages, topics, integrations, environments
// and change promotion.
import { z } from 'zod';
import { CHANNELS } from '@herald/notification-protocol';
import { READ_FILTERS } from '../vocabulary/messages.js';
import { subscriberBodySchema } from './subscribers.schemas.js';
import { workflowStepSchema } from './workflows.schemas.js';

const text = (max: number) => z.string().max(max);
const id = z.string().min(1).max(64);

/** A platform step: the message template with its channel, plus its own switches and timing. */
export const notificationTemplateStepSchema = z.object({
  _id: id.optional(),
  active: z.boolean().optional(),
  /** Herald's own step, for steps the platform's template shape does not say (delay, digest, filters). */
  herald: workflowStepSchema.optional(),
  template: z
    .object({
      type: z.enum(CHANNELS, { error: 'template.type must be in_app, email, sms, chat or push' }),
      content: z.union([text(200_000), z.array(z.unknown()).max(200)]).optional(),
      subject: text(998).optional(),
      title: text(500).optional(),
      name: text(200).optional(),
      cta: z
        .object({
          data: z
            .object({ url: text(2048).optional() })
            .partial()
            .optional(),
        })
        .partial()
        .optional(),
      feedId: id.optional(),
      layoutId: id.optional(),
    })
    .optional(),
});
export type NotificationTemplateStep = z.infer<typeof notificationTemplateStepSchema>;

/** POST /notification-templates: the platform's template; the trigger identifier is made from the name. */
export const createNotificationTemplateBodySchema = z.object({
  name: text(200).min(1),
  notificationGroupId: id.optional(),
  description: text(2000).optional(),
  tags: z.array(text(50)).max(20).optional(),
  steps: z.array(notificationTemplateStepSchema).max(20).optional(),
  active: z.boolean().optional(),
  draft: z.boolean().optional(),
  critical: z.boolean().optional(),
  preferenceSettings: z.partialRecord(z.enum(CHANNELS), z.boolean()).optional(),
  /** The trigger identifier, when the name should not make it. */
  identifier: text(100).min(1).optional(),
});
export type CreateNotificationTemplateBody = z.infer<typeof createNotificationTemplateBodySchema>;

/** PUT /notification-templates/{id}: the fields to change. */
export const updateNotificationTemplateBodySchema = createNotificationTemplateBodySchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'The body names no field to update',
  });
export type UpdateNotificationTemplateBody = z.infer<typeof updateNotificationTemplateBodySchema>;

/** PUT /notification-templates/{id}/status. */
export const notificationTemplateStatusBodySchema = z.object({ active: z.boolean() });

export const notificationTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  draft: z.boolean(),
  critical: z.boolean(),
  tags: z.array(z.string()),
  steps: z.array(
    z.object({
      _id: z.string(),
      _templateId: z.string(),
      active: z.boolean(),
      template: z.object({
        _id: z.string(),
        type: z.string(),
        content: z.string(),
        subject: z.string().optional(),
        title: z.string().optional(),
      }),
      herald: z.record(z.string(), z.unknown()),
    }),
  ),
  preferenceSettings: z.partialRecord(z.enum(CHANNELS), z.boolean()),
  triggers: z.array(
    z.object({
      type: z.literal('event'),
      identifier: z.string(),
      variables: z.array(z.object({ name: z.string() })),
    }),
  ),
  _notificationGroupId: z.string().nullable(),
  _environmentId: z.string(),
  _organizationId: z.string(),
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const notificationTemplateListResponseSchema = z.object({
  data: z.array(notificationTemplateSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
});

/** POST /subscribers/bulk: at most 500 subscribers, as the platform allows. */
export const bulkSubscribersBodySchema = z.object({
  subscribers: z
    .array(subscriberBodySchema)
    .min(1, 'subscribers must name at least one subscriber')
    .max(500, 'subscribers may name at most 500 subscribers'),
});

export const bulkSubscribersResponseSchema = z.object({
  data: z.object({
    created: z.array(z.object({ subscriberId: z.string() })),
    updated: z.array(z.object({ subscriberId: z.string() })),
    failed: z.array(z.object({ subscriberId: z.string(), message: z.string() })),
  }),
});

/** PATCH /subscribers/{id}/online-status: the platform's SDK sends `online`, Herald's clients `isOnline`. */
export const onlineStatusBodySchema = z
  .union([z.object({ online: z.boolean() }).strict(), z.object({ isOnline: z.boolean() }).strict()], {
    error: 'online: send online (or isOnline) as a boolean',
  })
  .transform((body) => ({ isOnline: 'online' in body ? body.online : body.isOnline }));

/** GET /subscribers/{id}/preferences/{level}. */
export const PREFERENCE_LEVELS = ['global', 'template'] as const;
export const preferenceLevelParamsSchema = z.object({
  subscriberId: z.string().trim().min(1).max(200),
  parameter: z.enum(PREFERENCE_LEVELS, { error: 'parameter must be global or template' }),
});

/** GET /subscribers/{id}/notifications/unseen: `seen=false` counts the unseen, `seen=true` the seen. */
export const serverUnseenQuerySchema = z.object({
  seen: z.enum(['true', 'false'], { error: 'seen must be true or false' }).default('false'),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** POST /subscribers/{id}/messages/mark-all. */
export const serverMarkAllBodySchema = z.object({
  markAs: z.enum(READ_FILTERS, { error: 'markAs must be read, unread, seen or unseen' }),
  feedIdentifier: z.union([text(100).min(1), z.array(text(100).min(1)).max(20)]).optional(),
});

/** GET /messages: the environment's messages, newest first. */
export const messagesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  subscriberId: z.string().trim().min(1).max(200).optional(),
  channel: z.enum(CHANNELS, { error: 'channel must be in_app, email, sms, chat or push' }).optional(),
  transactionId: z.union([text(200).min(1), z.array(text(200).min(1)).max(100)]).optional(),
});

export const environmentMessageSchema = z.object({
  _id: z.string(),
  _environmentId: z.string(),
  _organizationId: z.string(),
  _notificationId: z.string(),
  _subscriberId: z.string(),
  _templateId: z.string().nullable(),
  _feedId: z.string().nullable(),
  transactionId: z.string().nullable(),
  channel: z.string(),
  content: z.string(),
  subject: z.string().nullable(),
  seen: z.boolean(),
  read: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});

export const messagesResponseSchema = z.object({
  data: z.array(environmentMessageSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
});

/** PATCH /topics/{key}. */
export const renameTopicBodySchema = z.object({ name: text(200).min(1) }).strict();

/** GET /changes. */
export const changesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  promoted: z.enum(['true', 'false'], { error: 'promoted must be true or false' }).default('false'),
});

/** POST /changes/bulk/apply. */
export const applyChangesBodySchema = z.object({ changeIds: z.array(id).min(1).max(100) });

export const changeIdParamsSchema = z.object({ changeId: id });
