// Subscribers, topics and feeds of the management API.
import { z } from 'zod';
import { partialUpdate } from '../update.schemas.js';

const optionalText = (max: number) => z.string().max(max).nullable().optional();

export const subscriberIdSchema = z.string().trim().min(1).max(200);

export const subscriberBodySchema = z
  .object({
    subscriberId: subscriberIdSchema,
    firstName: optionalText(200),
    lastName: optionalText(200),
    email: z.string().trim().email('Enter a valid email address').max(254).nullable().optional(),
    phone: optionalText(50),
    avatar: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable()
      .optional(),
    locale: optionalText(35),
    data: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .strict();
export type SubscriberBody = z.infer<typeof subscriberBodySchema>;

export const updateSubscriberBodySchema = partialUpdate(subscriberBodySchema.omit({ subscriberId: true }));
export type UpdateSubscriberBody = z.infer<typeof updateSubscriberBodySchema>;

export const subscriberSchema = z.object({
  _id: z.string(),
  subscriberId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  locale: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

const keySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9:._-]*$/i, 'Use letters, digits, colons, dots, dashes and underscores');

export const createTopicBodySchema = z.object({ key: keySchema, name: z.string().min(1).max(200) }).strict();
export type CreateTopicBody = z.infer<typeof createTopicBodySchema>;

export const topicSubscribersBodySchema = z
  .object({ subscribers: z.array(subscriberIdSchema).min(1).max(1000) })
  .strict();
export type TopicSubscribersBody = z.infer<typeof topicSubscribersBodySchema>;

export const createFeedBodySchema = z
  .object({ name: z.string().min(1).max(100), identifier: keySchema.optional() })
  .strict();
export type CreateFeedBody = z.infer<typeof createFeedBodySchema>;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A page of a management list: the page asked for and whether another follows. */
export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}

/** What a removal answers: `deleted`, or `deactivated` for what history still names (a used workflow). */
export const removalResponseSchema = z.object({
  data: z.object({ acknowledged: z.boolean(), status: z.string() }),
});

export const subscriberResponseSchema = z.object({ data: subscriberSchema });
export const subscriberListResponseSchema = pagedResponseSchema(subscriberSchema);

export const topicSchema = z.object({ _id: z.string(), key: z.string(), name: z.string() });
export type Topic = z.infer<typeof topicSchema>;
export const topicResponseSchema = z.object({ data: topicSchema });
export const topicListResponseSchema = z.object({ data: z.array(topicSchema) });
/** A topic with the `subscriberId`s of its subscribers. */
export const topicDetailResponseSchema = z.object({
  data: topicSchema.extend({ subscribers: z.array(z.string()) }),
});
/** The `subscriberId`s a topic now has among those sent. */
export const topicSubscribersResponseSchema = z.object({
  data: z.object({ succeeded: z.array(z.string()) }),
});
export const acknowledgedResponseSchema = z.object({ data: z.object({ acknowledged: z.boolean() }) });
