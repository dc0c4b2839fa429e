// Events: a faculty's call for contributions in one academic year, with its three dates.
import { z } from 'zod';
import { partialUpdate } from '../update.schemas.js';
import { EVENT_PHASES } from './events.js';
import { isTimeZone } from '../schedule.js';

/** `2025-2026`: an academic year spans two calendar years. */
const academicYearSchema = z
  .string()
  .regex(/^\d{4}-\d{4}$/, 'Academic year looks like 2025-2026')
  .refine(
    (value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1,
    'The second year follows the first',
  );

const instantSchema = z.iso.datetime({ offset: true, error: 'Expected a date and time with its offset' });

const eventFields = {
  name: z.string().trim().min(1, 'Enter the event name').max(200),
  /** Markdown; rendered safe for display. */
  description: z.string().max(20_000).default(''),
  facultyId: z.number().int().positive(),
  academicYear: academicYearSchema,
  openingDate: instantSchema,
  /** No new contributions after this. */
  closureDate: instantSchema,
  /** No changes at all after this. */
  finalClosureDate: instantSchema,
  /** The zone the dates are shown in. */
  timeZone: z.string().refine(isTimeZone, 'Unknown time zone'),
};

type DateFields = { openingDate?: string; closureDate?: string; finalClosureDate?: string };

/** Opening before closure before final closure, whichever of them are present. */
function datesInOrder(value: DateFields, ctx: z.RefinementCtx) {
  const { openingDate, closureDate, finalClosureDate } = value;
  const time = (iso?: string) => (iso === undefined ? undefined : Date.parse(iso));
  const [opening, closure, final] = [time(openingDate), time(closureDate), time(finalClosureDate)];
  if (opening !== undefined && closure !== undefined && !(opening < closure)) {
    ctx.addIssue({
      code: 'custom',
      path: ['closureDate'],
      message: 'The closure date comes after the opening date',
    });
  }
  if (closure !== undefined && final !== undefined && !(closure < final)) {
    ctx.addIssue({
      code: 'custom',
      path: ['finalClosureDate'],
      message: 'The final closure date comes after the closure date',
    });
  }
}

export const eventBodySchema = z.object(eventFields).strict().superRefine(datesInOrder);
export type EventBody = z.infer<typeof eventBodySchema>;

export const updateEventBodySchema = partialUpdate(z.object(eventFields));
export type UpdateEventBody = z.infer<typeof updateEventBodySchema>;

export const eventSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  /** The description rendered to safe HTML. */
  descriptionHtml: z.string(),
  facultyId: z.number().int().positive(),
  facultyName: z.string(),
  academicYear: z.string(),
  openingDate: z.string(),
  closureDate: z.string(),
  finalClosureDate: z.string(),
  timeZone: z.string(),
  phase: z.enum(EVENT_PHASES),
  createdAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export { datesInOrder as eventDatesInOrder };
