// Step filters (docs/product.md §3): parts on the payload, subscriber, tenant, a webhook's reply, online
// state and an earlier step's message, combined with AND or OR.
import { z } from 'zod';
import { FILTER_COMBINATORS, FILTER_OPERATORS, ONLINE_TIME_UNITS } from '../vocabulary/filters.js';
import { READ_FILTERS } from '../vocabulary/messages.js';

const fieldSchema = z.string().min(1).max(200);
/** Rendered as a Handlebars template before comparing; lists for ALL_IN/ANY_IN/BETWEEN may be arrays. */
const filterValueSchema = z.union([
  z.string().max(2000),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(2000), z.number()])).max(100),
]);

export const fieldFilterPartSchema = z
  .object({
    on: z.enum(['payload', 'subscriber', 'tenant']),
    field: fieldSchema,
    operator: z.enum(FILTER_OPERATORS),
    value: filterValueSchema.default(''),
  })
  .strict();

export const webhookFilterPartSchema = z
  .object({
    on: z.literal('webhook'),
    webhookUrl: z.url({ protocol: /^https?$/ }).max(2048),
    field: fieldSchema,
    operator: z.enum(FILTER_OPERATORS),
    value: filterValueSchema.default(''),
  })
  .strict();

export const onlineFilterPartSchema = z.object({ on: z.literal('isOnline'), value: z.boolean() }).strict();

export const onlineInLastFilterPartSchema = z
  .object({
    on: z.literal('isOnlineInLast'),
    timeOperator: z.enum(ONLINE_TIME_UNITS),
    value: z.number().int().min(0).max(100_000),
  })
  .strict();

export const previousStepFilterPartSchema = z
  .object({
    on: z.literal('previousStep'),
    /** The `uuid` of an earlier step of the workflow. */
    step: z.string().min(1).max(100),
    stepType: z.enum(READ_FILTERS),
  })
  .strict();

export const filterPartSchema = z.discriminatedUnion('on', [
  fieldFilterPartSchema,
  webhookFilterPartSchema,
  onlineFilterPartSchema,
  onlineInLastFilterPartSchema,
  previousStepFilterPartSchema,
]);
export type FilterPart = z.infer<typeof filterPartSchema>;

export const stepFilterSchema = z
  .object({
    /** Negates the whole filter's outcome (the platform stored this flag but never applied it). */
    isNegated: z.boolean().default(false),
    type: z.string().max(50).optional(),
    value: z.enum(FILTER_COMBINATORS),
    children: z.array(filterPartSchema).max(50).default([]),
  })
  .strict();
export type StepFilter = z.infer<typeof stepFilterSchema>;
