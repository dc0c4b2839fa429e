// Workflows (notification templates) as the management API creates and answers them.
import { z } from 'zod';
import { AVATAR_TYPES, MESSAGE_BUTTON_TYPES } from '../vocabulary/messages.js';
import { CHANNELS } from '../vocabulary/channels.js';
import { TIME_UNITS } from '../vocabulary/digest.js';
import { stepFilterSchema } from './filters.schemas.js';

const text = (max: number) => z.string().max(max);
const identifierSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9._-]*$/i, 'Use letters, digits, dots, dashes and underscores');

const stepBase = {
  /** Inactive steps are skipped. */
  active: z.boolean().default(true),
  name: text(200).optional(),
  /** The step's own id, which a later step's previous-step filter names. */
  uuid: text(100).min(1).optional(),
  /** The step runs when any of its filters passes (none: always). */
  filters: z.array(stepFilterSchema).max(20).optional(),
};

export const inAppStepSchema = z.object({
  ...stepBase,
  type: z.literal('in_app'),
  /** Handlebars template of the message HTML. */
  content: text(20_000).min(1),
  /** Handlebars template of the url a click opens. */
  redirectUrl: text(2048).optional(),
  /** The feed (tab) the message goes to. */
  feedIdentifier: identifierSchema.optional(),
  actor: z.object({ type: z.enum(AVATAR_TYPES), data: text(2048).nullable().default(null) }).optional(),
  buttons: z
    .array(z.object({ type: z.enum(MESSAGE_BUTTON_TYPES), content: text(200).min(1) }))
    .max(2)
    .optional(),
});

export const emailStepSchema = z.object({
  ...stepBase,
  type: z.literal('email'),
  subject: text(998).min(1),
  /** Handlebars template of the HTML body. */
  body: text(200_000).min(1),
  /** Plain-text alternative; derived from the HTML when absent. */
  text: text(200_000).optional(),
});

export const smsStepSchema = z.object({
  ...stepBase,
  type: z.literal('sms'),
  /** Handlebars template of the text. */
  content: text(2000).min(1),
});

export const chatStepSchema = z.object({
  ...stepBase,
  type: z.literal('chat'),
  content: text(20_000).min(1),
});

export const pushStepSchema = z.object({
  ...stepBase,
  type: z.literal('push'),
  title: text(500).min(1),
  content: text(4000).min(1),
});

export const delayStepSchema = z.union([
  z.object({
    ...stepBase,
    type: z.literal('delay'),
    delayType: z.literal('regular').default('regular'),
    amount: z.number().int().positive().max(100_000),
    unit: z.enum(TIME_UNITS),
  }),
  z.object({
    ...stepBase,
    type: z.literal('delay'),
    delayType: z.literal('scheduled'),
    /** Path in the payload (`a.b.c`) of an ISO date to wait until. */
    delayPath: text(200).min(1),
  }),
]);

export const workflowStepSchema = z.union([
  inAppStepSchema,
  emailStepSchema,
  smsStepSchema,
  chatStepSchema,
  pushStepSchema,
  delayStepSchema,
]);
export type WorkflowStep = z.infer<typeof workflowStepSchema>;
export type InAppStep = z.infer<typeof inAppStepSchema>;
export type EmailStep = z.infer<typeof emailStepSchema>;
export type DelayStep = z.infer<typeof delayStepSchema>;
export type SmsStep = z.infer<typeof smsStepSchema>;
export type ChatStep = z.infer<typeof chatStepSchema>;
export type PushStep = z.infer<typeof pushStepSchema>;

const channelSettingsSchema = z.partialRecord(z.enum(CHANNELS), z.boolean());

export const createWorkflowBodySchema = z
  .object({
    name: text(200).min(1),
    /** What `POST /events/trigger` names as `name`. */
    triggerIdentifier: identifierSchema,
    description: text(2000).default(''),
    active: z.boolean().default(true),
    /** Critical workflows reach subscribers whatever their preferences. */
    critical: z.boolean().default(false),
    tags: z.array(text(50)).max(20).default([]),
    steps: z.array(workflowStepSchema).max(20).default([]),
    /** Channels on by default for subscribers who set nothing; a channel not listed is on. */
    preferenceSettings: channelSettingsSchema.default({}),
  })
  .strict();
export type CreateWorkflowBody = z.infer<typeof createWorkflowBodySchema>;

export const updateWorkflowBodySchema = createWorkflowBodySchema.partial().strict();
export type UpdateWorkflowBody = z.infer<typeof updateWorkflowBodySchema>;

export const workflowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  triggerIdentifier: z.string(),
  description: z.string(),
  active: z.boolean(),
  critical: z.boolean(),
  tags: z.array(z.string()),
  steps: z.array(workflowStepSchema),
  preferenceSettings: channelSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;
