// The activity log of the management API: GET /notifications (filtered, paged), GET /notifications/:id with its
// jobs and their execution details, and GET /execution-details by transaction or notification.
import { z } from 'zod';

import { CHANNELS } from '@herald/notification-protocol';
import { STEP_TYPES } from '../vocabulary/channels.js';
import { JOB_STATUSES } from '../vocabulary/triggers.js';
import { EXECUTION_SOURCES, MESSAGE_STATUSES } from '../vocabulary/messages.js';
import { queryInteger, queryText } from '@herald/notification-protocol/schemas';

/** One value or the same parameter repeated (`?channel=sms&channel=email`), each one of `values`. */
function queryChoices<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  const one = z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });
  return z
    .union([one, z.array(one).min(1).max(values.length)], {
      error: `${field} must be one of ${values.join(', ')}`,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]));
}

/** One text or several, as a list. */
function queryTexts(field: string, maxItems = 20) {
  return z
    .union([queryText(field), z.array(queryText(field)).min(1).max(maxItems)], {
      error: `${field} must be text, given at most ${maxItems} times`,
    })
    .transform((value) => (Array.isArray(value) ? value : [value]));
}

const queryDate = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date and time` });

export const activityListQuerySchema = z
  .object({
    page: queryInteger('page', { min: 0, max: 100_000 }).default(0),
    limit: queryInteger('limit', { min: 1, max: 100 }).default(10),
    /** Notifications with a step of one of these channels. */
    channel: queryChoices('channel', CHANNELS).optional(),
    /** Notifications with a job in one of these statuses. */
    status: queryChoices('status', JOB_STATUSES).optional(),
    /** Workflows by trigger identifier. */
    workflow: queryTexts('workflow').optional(),
    subscriberId: queryTexts('subscriberId').optional(),
    transactionId: queryText('transactionId').optional(),
    /** Created at or after. */
    after: queryDate('after').optional(),
    /** Created before. */
    before: queryDate('before').optional(),
    /** Part of the transaction id, subscriber id, subscriber email or workflow name, in any case. */
    search: queryText('search', 100).optional(),
  })
  .strict();
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const executionDetailsQuerySchema = z
  .object({
    transactionId: queryText('transactionId').optional(),
    notificationId: queryText('notificationId', 64).optional(),
    subscriberId: queryText('subscriberId').optional(),
  })
  .strict()
  .refine((query) => query.transactionId !== undefined || query.notificationId !== undefined, {
    message: 'Give a transactionId or a notificationId',
  });
export type ExecutionDetailsQuery = z.infer<typeof executionDetailsQuerySchema>;

export const executionDetailSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  notificationId: z.string().nullable(),
  jobId: z.string().nullable(),
  /** The docs/product.md §8 code, when the entry has one. */
  code: z.number().int().nullable(),
  detail: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  source: z.enum(EXECUTION_SOURCES),
  raw: z.unknown(),
  createdAt: z.string(),
});
export type ExecutionDetailEntry = z.infer<typeof executionDetailSchema>;

export const activityJobSchema = z.object({
  _id: z.string(),
  type: z.enum(STEP_TYPES),
  stepIndex: z.number().int(),
  status: z.enum(JOB_STATUSES),
  error: z.string().nullable(),
  digestResult: z.enum(['MERGED', 'CREATED', 'SKIPPED']).nullable(),
  runAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityJob = z.infer<typeof activityJobSchema>;

export const activityNotificationSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  workflow: z.object({ _id: z.string(), name: z.string(), triggerIdentifier: z.string() }),
  subscriber: z.object({
    _id: z.string(),
    subscriberId: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  /** The channels of its steps, in step order. */
  channels: z.array(z.enum(CHANNELS)),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  jobs: z.array(activityJobSchema),
});
export type ActivityNotification = z.infer<typeof activityNotificationSchema>;

export const activityListResponseSchema = z.object({
  data: z.array(activityNotificationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

export const activityNotificationResponseSchema = z.object({
  data: activityNotificationSchema.extend({
    jobs: z.array(activityJobSchema.extend({ executionDetails: z.array(executionDetailSchema) })),
  }),
});
export type ActivityNotificationResponse = z.infer<typeof activityNotificationResponseSchema>;

export const executionDetailsResponseSchema = z.object({ data: z.array(executionDetailSchema) });
