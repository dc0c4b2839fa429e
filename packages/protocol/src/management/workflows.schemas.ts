// Workflows (notification templates) as the management API creates and answers them.
import { z } from 'zod';
import { partialUpdate } from '../update.schemas.js';
import { AVATAR_TYPES, MESSAGE_BUTTON_TYPES } from '@herald/notification-protocol';
import { CHANNELS } from '@herald/notification-protocol';
import { isLinkTemplate } from '../vocabulary/links.js';
import {
  DAY_CHOICES,
  DIGEST_TYPES,
  ORDINALS,
  REPEAT_MODES,
  TIME_UNITS,
  WEEKDAYS,
} from '../vocabulary/digest.js';
import { isTimeZone } from '../schedule.js';
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

const LINK_TEMPLATE_MESSAGE = 'A link must be an http(s) URL or a path starting with /';

export const inAppStepSchema = z.object({
  ...stepBase,
  type: z.literal('in_app'),
  /** Handlebars template of the message HTML. */
  content: text(20_000).min(1),
  /** Handlebars template of the url a click opens: an http(s) URL or a path (checked again once rendered). */
  redirectUrl: text(2048).refine(isLinkTemplate, LINK_TEMPLATE_MESSAGE).optional(),
  /** The feed (tab) the message goes to. */
  feedIdentifier: identifierSchema.optional(),
  actor: z
    .object({ type: z.enum(AVATAR_TYPES), data: text(2048).nullable().default(null) })
    // An avatar's address (`user`, `system_custom`) is a link too; a system icon is a name.
    .refine((actor) => actor.type === 'system_icon' || actor.data === null || isLinkTemplate(actor.data), {
      message: LINK_TEMPLATE_MESSAGE,
      path: ['data'],
    })
    .optional(),
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
  /** The layout wrapping the body; the environment's default layout when absent. */
  layoutId: text(64).min(1).optional(),
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

// One cron field: a star, numbers, ranges, lists and steps (every 15: star-slash-15; 1-5; 0,30).
const CRON_FIELD = /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/;

export const digestStepSchema = z
  .object({
    ...stepBase,
    type: z.literal('digest'),
    digestType: z.enum(DIGEST_TYPES).default('regular'),
    /** The window of a regular or backoff digest; the repeat interval of a timed one. */
    amount: z.number().int().positive().max(100_000).default(1),
    unit: z.enum(TIME_UNITS).default('minutes'),
    /** Payload path whose value groups events: only events with the same value are digested together. */
    digestKey: text(200).min(1).optional(),
    /** Backoff: the digest only starts when another event came within this window; else it sends at once. */
    backoffAmount: z.number().int().positive().max(100_000).optional(),
    backoffUnit: z.enum(TIME_UNITS).optional(),
    timed: z
      .object({
        /** 24-hour local time, `HH:mm` or `HH:mm:ss`. */
        atTime: z
          .string()
          .regex(/^([01]?[0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/, 'Use a 24-hour time such as 09:30')
          .optional(),
        weekDays: z.array(z.enum(WEEKDAYS)).max(7).optional(),
        monthDays: z.array(z.number().int().min(1).max(31)).max(31).optional(),
        monthlyType: z.enum(REPEAT_MODES).default('each'),
        ordinal: z.enum(ORDINALS).optional(),
        ordinalValue: z.enum(DAY_CHOICES).optional(),
        /**
         * A five-field cron expression (minute hour day-of-month month day-of-week), e.g. a
         * docs/product.md §9 preset.
         */
        cron: z
          .string()
          .trim()
          .refine((value) => {
            const fields = value.split(/\s+/);
            return fields.length === 5 && fields.every((field) => CRON_FIELD.test(field));
          }, 'Use a five-field cron expression')
          .optional(),
        /** IANA time zone the schedule is read in; UTC when absent. */
        timezone: z.string().refine(isTimeZone, 'Unknown time zone').optional(),
      })
      .strict()
      .optional(),
  })
  .superRefine((step, context) => {
    const issue = (message: string, path: string[]) => context.addIssue({ code: 'custom', message, path });
    if (step.digestType !== 'timed' || step.timed?.cron) return;
    const timed = step.timed ?? { monthlyType: 'each' as const };
    if (step.unit === 'seconds')
      issue('A timed digest repeats in minutes, hours, days, weeks or months', ['unit']);
    if (['days', 'weeks', 'months'].includes(step.unit) && !timed.atTime) {
      issue('Set the time of day', ['timed', 'atTime']);
    }
    if (step.unit === 'weeks' && !timed.weekDays?.length)
      issue('Choose the days of the week', ['timed', 'weekDays']);
    if (step.unit === 'months' && timed.monthlyType === 'each' && !timed.monthDays?.length) {
      issue('Choose the days of the month', ['timed', 'monthDays']);
    }
    if (step.unit === 'months' && timed.monthlyType === 'on' && (!timed.ordinal || !timed.ordinalValue)) {
      issue('Choose the ordinal and the day', ['timed', 'ordinal']);
    }
  });

export const workflowStepSchema = z.union([
  inAppStepSchema,
  emailStepSchema,
  smsStepSchema,
  chatStepSchema,
  pushStepSchema,
  delayStepSchema,
  digestStepSchema,
]);
export type WorkflowStep = z.infer<typeof workflowStepSchema>;
export type InAppStep = z.infer<typeof inAppStepSchema>;
export type EmailStep = z.infer<typeof emailStepSchema>;
export type DelayStep = z.infer<typeof delayStepSchema>;
export type SmsStep = z.infer<typeof smsStepSchema>;
export type ChatStep = z.infer<typeof chatStepSchema>;
export type PushStep = z.infer<typeof pushStepSchema>;
export type DigestStep = z.infer<typeof digestStepSchema>;

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
    /** The notification group; the environment's "General" group when absent. */
    notificationGroupId: z.string().min(1).max(64).optional(),
  })
  .strict();
export type CreateWorkflowBody = z.infer<typeof createWorkflowBodySchema>;

export const updateWorkflowBodySchema = partialUpdate(createWorkflowBodySchema);
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
  notificationGroupId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflowSchema>;
