// The current Inbox's API (`@novu/js` / `@novu/react` 3.x in self-hosted mode) under /v1/inbox: its session, its
// notification shape, filters, counts, state changes, actions and preferences, as that client sends and reads them.
import { z } from 'zod';
import { CHANNELS } from '@herald/notification-protocol';
import { identifier, queryBoolean, queryInteger, queryText } from '@herald/notification-protocol/schemas';

const INBOX_LIMIT_MAX = 100;
const TAGS_MAX = 20;

/** A list of short texts from `tags[]=a&tags[]=b` (folded to `tags`), one text or a JSON body's array. */
const tagList = z
  .union([z.string().min(1).max(200), z.array(z.string().min(1).max(200)).max(TAGS_MAX)], {
    error: 'tags must be a list of texts',
  })
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** A JSON object sent as text (`data={"key":"value"}`), matched against the message's payload. */
const dataFilter = z
  .string({ error: 'data must be a JSON object as text' })
  .max(4000, 'data must be at most 4000 characters')
  .transform((text, context) => {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // Reported below.
    }
    context.addIssue({ code: 'custom', message: 'data must be a JSON object' });
    return z.NEVER;
  });

const subscriberSchema = z.object({
  subscriberId: z.string().trim().min(1, 'subscriber.subscriberId must not be empty').max(200),
  firstName: z.string().max(200).nullish(),
  lastName: z.string().max(200).nullish(),
  email: z.string().max(320).nullish(),
  phone: z.string().max(64).nullish(),
  avatar: z.string().max(2048).nullish(),
  locale: z.string().max(64).nullish(),
  timezone: z.string().max(64).nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/** POST /inbox/session. */
export const inboxSessionBodySchema = z
  .object({
    applicationIdentifier: z.string({ error: 'applicationIdentifier is required' }).min(1).max(200),
    subscriber: subscriberSchema.optional(),
    /** Older clients name the subscriber by id alone. */
    subscriberId: z.string().trim().min(1).max(200).optional(),
    subscriberHash: z.string().max(200).nullish(),
    contextHash: z.string().max(200).nullish(),
    context: z.record(z.string(), z.unknown()).nullish(),
    defaultSchedule: z.unknown().optional(),
  })
  .refine((body) => body.subscriber !== undefined || body.subscriberId !== undefined, {
    message: 'subscriber.subscriberId is required',
    path: ['subscriber'],
  });
export type InboxSessionBody = z.infer<typeof inboxSessionBodySchema>;

export const inboxSessionResponseSchema = z.object({
  data: z.object({
    token: z.string(),
    totalUnreadCount: z.number().int().nonnegative(),
    removeNovuBranding: z.boolean(),
    isDevelopmentMode: z.boolean(),
    maxSnoozeDurationHours: z.number().int().nonnegative(),
    applicationIdentifier: z.string(),
  }),
});
export type InboxSessionResponse = z.infer<typeof inboxSessionResponseSchema>;

const inboxActionSchema = z.object({
  label: z.string(),
  isCompleted: z.boolean(),
  redirect: z.object({ url: z.string(), target: z.string().optional() }).optional(),
});

/** A notification as the Inbox reads it. */
export const inboxNotificationSchema = z.object({
  id: z.string(),
  transactionId: z.string().nullable(),
  subject: z.string().optional(),
  body: z.string(),
  to: z.object({ id: z.string(), subscriberId: z.string() }),
  isRead: z.boolean(),
  isSeen: z.boolean(),
  isArchived: z.boolean(),
  isSnoozed: z.boolean(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  firstSeenAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  avatar: z.string().optional(),
  primaryAction: inboxActionSchema.optional(),
  secondaryAction: inboxActionSchema.optional(),
  channelType: z.literal('in_app'),
  tags: z.array(z.string()),
  redirect: z.object({ url: z.string(), target: z.string().optional() }).optional(),
  data: z.record(z.string(), z.unknown()),
  workflow: z
    .object({ id: z.string(), identifier: z.string(), name: z.string(), critical: z.boolean() })
    .optional(),
  severity: z.literal('none'),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

/** The filters a list, a count and the bulk changes share. */
const inboxFilterFields = {
  tags: tagList.optional(),
  read: queryBoolean('read').optional(),
  archived: queryBoolean('archived').optional(),
  snoozed: queryBoolean('snoozed').optional(),
  seen: queryBoolean('seen').optional(),
  severity: z.union([z.string().max(20), z.array(z.string().max(20)).max(5)]).optional(),
};

/** GET /inbox/notifications. */
export const inboxListQuerySchema = z.object({
  limit: queryInteger('limit', { min: 1, max: INBOX_LIMIT_MAX }).default(10),
  /** The id of the last notification of the previous page. */
  after: queryText('after', 64).optional(),
  offset: queryInteger('offset', { min: 0, max: 100_000 }).optional(),
  ...inboxFilterFields,
  data: dataFilter.optional(),
  createdGte: queryInteger('createdGte', { min: 0, max: 8_640_000_000_000_000 }).optional(),
  createdLte: queryInteger('createdLte', { min: 0, max: 8_640_000_000_000_000 }).optional(),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

const echoedFilterSchema = z.object({
  tags: z.array(z.string()).optional(),
  read: z.boolean().optional(),
  archived: z.boolean().optional(),
  snoozed: z.boolean().optional(),
  seen: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const inboxListResponseSchema = z.object({
  data: z.array(inboxNotificationSchema),
  hasMore: z.boolean(),
  filter: echoedFilterSchema,
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

const countFilterSchema = z.object({
  tags: z.array(z.string().min(1).max(200)).max(TAGS_MAX).optional(),
  read: z.boolean().optional(),
  archived: z.boolean().optional(),
  snoozed: z.boolean().optional(),
  seen: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  severity: z.union([z.string().max(20), z.array(z.string().max(20)).max(5)]).optional(),
});
export type InboxCountFilter = z.infer<typeof countFilterSchema>;

/** GET /inbox/notifications/count?filters=[…] (JSON text). */
export const inboxCountQuerySchema = z.object({
  filters: z
    .string({ error: 'filters must be a JSON list of filters' })
    .max(8000, 'filters must be at most 8000 characters')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'filters must be a JSON list of filters' });
        return z.NEVER;
      }
    })
    .pipe(z.array(countFilterSchema, { error: 'filters must be a JSON list of filters' }).min(1).max(30)),
});

export const inboxCountResponseSchema = z.object({
  data: z.array(z.object({ count: z.number().int().nonnegative(), filter: echoedFilterSchema })),
});
export type InboxCountResponse = z.infer<typeof inboxCountResponseSchema>;

/** Path of the one-notification routes. */
export const inboxNotificationParamsSchema = z.object({ notificationId: identifier('notificationId') });

export const inboxNotificationResponseSchema = z.object({ data: inboxNotificationSchema });
export type InboxNotificationResponse = z.infer<typeof inboxNotificationResponseSchema>;

/** POST /inbox/notifications/{read,archive,read-archive,delete}: every notification matching the filter. */
export const inboxBulkBodySchema = z.object({
  tags: tagList.optional(),
  /** The payload filter, as JSON text. */
  data: dataFilter.optional(),
});

/** POST /inbox/notifications/seen: these notifications, or every one matching the filter. */
export const inboxSeenBodySchema = inboxBulkBodySchema.extend({
  notificationIds: z.array(identifier('notificationIds')).min(1).max(100).optional(),
});

/** PATCH /inbox/notifications/{id}/complete and /revert. */
export const inboxActionBodySchema = z.object({
  actionType: z.enum(['primary', 'secondary'], { error: 'actionType must be primary or secondary' }),
});

const preferenceChannels = z.object(
  Object.fromEntries(CHANNELS.map((channel) => [channel, z.boolean().optional()])) as Record<
    (typeof CHANNELS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
);

export const inboxPreferenceSchema = z.object({
  level: z.enum(['global', 'template']),
  enabled: z.boolean(),
  channels: preferenceChannels,
  workflow: z
    .object({
      id: z.string(),
      identifier: z.string(),
      name: z.string(),
      critical: z.boolean(),
      tags: z.array(z.string()),
      severity: z.literal('none'),
    })
    .optional(),
});
export type InboxPreference = z.infer<typeof inboxPreferenceSchema>;

/** GET /inbox/preferences. */
export const inboxPreferencesQuerySchema = z.object({
  tags: tagList.optional(),
  severity: z.union([z.string().max(20), z.array(z.string().max(20)).max(5)]).optional(),
  criticality: z.enum(['critical', 'nonCritical', 'all']).optional(),
});

export const inboxPreferencesResponseSchema = z.object({ data: z.array(inboxPreferenceSchema) });
export type InboxPreferencesResponse = z.infer<typeof inboxPreferencesResponseSchema>;

/** PATCH /inbox/preferences and /inbox/preferences/{workflowId}: channels turned on or off (others unchanged). */
export const inboxPreferenceBodySchema = preferenceChannels;

export const inboxWorkflowParamsSchema = z.object({ workflowId: identifier('workflowId') });

export const inboxPreferenceResponseSchema = z.object({ data: inboxPreferenceSchema });

/** PATCH /inbox/preferences/bulk. */
export const inboxBulkPreferencesBodySchema = z.object({
  preferences: z
    .array(preferenceChannels.extend({ workflowId: identifier('workflowId') }))
    .min(1, 'preferences must not be empty')
    .max(100, 'preferences may hold at most 100 workflows'),
});
