// The digest step (ENGINE.md §5, without its unit bugs): events of one workflow for one subscriber (and one value
// of the digest key) are gathered into the first event's digest job while it waits; the later events' jobs are
// MERGED into it and stop there. When the wait ends, the steps after the digest see `step.digest`, `step.events`
// and `step.total_count`. A backoff digest only waits when another event came within its backoff window; the
// first event is SKIPPED and goes on at once. Each job records MERGED, CREATED or SKIPPED.
import type { DigestStep } from '@herald/protocol';
import type { AppContext } from '../context.js';
import { nextTimed } from './schedule.js';
import { addTime, valueAtPath } from './time.js';
import type { JobContext, StepOutcome } from './worker.js';

export interface DigestData {
  digest: boolean;
  events: unknown[];
  total_count: number;
}

function digestValue(job: JobContext, step: DigestStep): string {
  if (!step.digestKey) return '';
  const value = valueAtPath(job.payload, step.digestKey);
  return value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

/** Digest jobs of the same workflow step, subscriber and digest value, other than this one. */
function siblings(ctx: AppContext, job: JobContext, value: string) {
  return ctx.db
    .selectFrom('jobs')
    .innerJoin('notifications', 'notifications.id', 'jobs.notification_id')
    .selectAll('jobs')
    .where('notifications.workflow_id', '=', job.workflow.id)
    .where('jobs.subscriber_id', '=', job.job.subscriber_id)
    .where('jobs.step_type', '=', 'digest')
    .where('jobs.step_index', '=', job.job.step_index)
    .where('jobs.digest_value', '=', value)
    .where('jobs.id', '!=', job.job.id);
}

async function record(ctx: AppContext, job: JobContext, fields: Record<string, string | null>) {
  await ctx.db
    .updateTable('jobs')
    .set({ ...fields, updated_at: ctx.now().toISOString() })
    .where('id', '=', job.job.id)
    .execute();
}

function windowEnd(ctx: AppContext, step: DigestStep): Date {
  if (step.digestType === 'timed') return nextTimed(step, ctx.now());
  return addTime(ctx.now(), step.amount, step.unit);
}

export async function runDigest(ctx: AppContext, job: JobContext, step: DigestStep): Promise<StepOutcome> {
  // Second visit: the window is over; hand the gathered events to the next steps.
  if (job.job.status === 'delayed') {
    const merged = await ctx.db
      .selectFrom('jobs')
      .innerJoin('notifications', 'notifications.id', 'jobs.notification_id')
      .select(['notifications.payload'])
      .where('jobs.merged_into', '=', job.job.id)
      .where('jobs.status', '=', 'merged')
      .orderBy('jobs.created_at')
      .orderBy('jobs.id')
      .execute();
    const events = [
      job.payload,
      ...merged.map((row) => (JSON.parse(row.payload) as { payload?: unknown }).payload ?? {}),
    ];
    await record(ctx, job, { digest_events: JSON.stringify(events) });
    await job.log({ detail: 'DIGEST_TRIGGERED_EVENTS', raw: { total_count: events.length, events } });
    return { status: 'completed' };
  }

  await job.log({ detail: 'START_DIGESTING' });
  const value = digestValue(job, step);
  await record(ctx, job, { digest_value: value });

  if (step.digestType === 'backoff') {
    const since = addTime(ctx.now(), -(step.backoffAmount ?? step.amount), step.backoffUnit ?? step.unit);
    const recent = await siblings(ctx, job, value)
      .where('jobs.created_at', '>=', since.toISOString())
      .where('jobs.created_at', '<=', job.job.created_at)
      .select('jobs.id')
      .executeTakeFirst();
    if (!recent) {
      await record(ctx, job, { digest_result: 'SKIPPED', digest_events: JSON.stringify([job.payload]) });
      await job.log({ detail: 'DIGEST_SKIPPED', raw: { result: 'SKIPPED' } });
      return { status: 'skipped' };
    }
  }

  const active = await siblings(ctx, job, value)
    .where('jobs.status', '=', 'delayed')
    .where('jobs.digest_result', '=', 'CREATED')
    .orderBy('jobs.created_at')
    .executeTakeFirst();
  if (active) {
    await record(ctx, job, { digest_result: 'MERGED', merged_into: active.id });
    await job.log({ detail: 'DIGEST_MERGED', raw: { result: 'MERGED', digestJobId: active.id } });
    return { status: 'merged' };
  }

  let until: Date;
  try {
    until = windowEnd(ctx, step);
  } catch (error) {
    await job.log({
      detail: 'DELAY_MISCONFIGURATION',
      raw: { reason: error instanceof Error ? error.message : String(error) },
    });
    return { status: 'canceled', error: 'The digest schedule never fires', stopsChain: true };
  }
  await record(ctx, job, { digest_result: 'CREATED' });
  await job.log({ detail: 'STEP_DIGESTED', raw: { result: 'CREATED', until: until.toISOString() } });
  return { status: 'delayed', until };
}

/** What the steps after a digest of this notification see as `step`. */
export async function digestDataFor(
  ctx: AppContext,
  notificationId: string,
  beforeIndex: number,
): Promise<DigestData> {
  const row = await ctx.db
    .selectFrom('jobs')
    .select(['digest_events', 'digest_result'])
    .where('notification_id', '=', notificationId)
    .where('step_type', '=', 'digest')
    .where('step_index', '<', beforeIndex)
    .where('digest_events', 'is not', null)
    .orderBy('step_index', 'desc')
    .executeTakeFirst();
  if (!row?.digest_events) return { digest: false, events: [], total_count: 0 };
  const events = JSON.parse(row.digest_events) as unknown[];
  return { digest: row.digest_result !== 'SKIPPED' && events.length > 0, events, total_count: events.length };
}
