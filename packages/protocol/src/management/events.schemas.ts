// Triggers: POST /events/trigger, /bulk, /broadcast, and cancelling a transaction.
import { z } from 'zod';

import { TRIGGER_OUTCOMES } from '../vocabulary/triggers.js';
import { TIME_UNITS } from '../vocabulary/digest.js';
import { subscriberBodySchema, subscriberIdSchema } from './subscribers.schemas.js';
import { triggerTenantSchema } from './tenants.schemas.js';

/** A recipient: a subscriber id, a subscriber to create or update on the way, or a topic. */
export const recipientSchema = z.union([
  subscriberIdSchema,
  z.object({ type: z.literal('Topic'), topicKey: z.string().min(1).max(100) }).strict(),
  subscriberBodySchema.partial({ subscriberId: true }),
]);
export type Recipient = z.infer<typeof recipientSchema>;

const payloadSchema = z.record(z.string(), z.unknown());

export const triggerBodySchema = z
  .object({
    /** The workflow's trigger identifier. */
    name: z.string().min(1).max(100),
    to: z.union([recipientSchema, z.array(recipientSchema).min(1).max(1000)]),
    payload: payloadSchema.default({}),
    overrides: z
      .object({
        delay: z.object({ amount: z.number().int().positive(), unit: z.enum(TIME_UNITS) }).optional(),
      })
      .passthrough()
      .default({}),
    /** Makes retries safe: a second trigger with the same id is not delivered again. */
    transactionId: z.string().min(1).max(200).optional(),
    actor: z.union([subscriberIdSchema, subscriberBodySchema]).optional(),
    /** The tenant the event belongs to (ignored while multi-tenancy is off). */
    tenant: triggerTenantSchema.optional(),
  })
  .strict();
export type TriggerBody = z.infer<typeof triggerBodySchema>;

export const bulkTriggerBodySchema = z
  .object({ events: z.array(triggerBodySchema).min(1).max(100) })
  .strict();
export type BulkTriggerBody = z.infer<typeof bulkTriggerBodySchema>;

export const broadcastBodySchema = triggerBodySchema.omit({ to: true }).strict();
export type BroadcastBody = z.infer<typeof broadcastBodySchema>;

export const triggerResultSchema = z.object({
  acknowledged: z.boolean(),
  status: z.enum(TRIGGER_OUTCOMES),
  transactionId: z.string(),
  error: z.array(z.string()).optional(),
});
export type TriggerResult = z.infer<typeof triggerResultSchema>;

export const triggerResponseSchema = z.object({ data: triggerResultSchema });
export const bulkTriggerResponseSchema = z.object({ data: z.array(triggerResultSchema) });
