// The digest step (docs/product.md §3, without the platform's unit bugs): events of one workflow for one subscriber (and one value
// of the digest key) are gathered into the first event's digest job while it waits; the later events' jobs are
// MERGED into it and stop there. When the wait ends, the steps after the digest see `step.digest`, `step.events`
// and `step.total_count`. A backoff digest only waits when another event came within its backoff window; the
// first event is SKIPPED and goes on at once. Each job records MERGED, CREATED or SKIPPED. Deciding which, and
// firing, happen under a lock per digest key, so that workers of several processes agree (decision 0011).
import type { Kysely } from 'kysely';
import type { DigestStep } from '@herald/protocol';
import type { NotifyContext } from '../../context.js';
import type { Database } from '../../../db/schema.js';
import { lockDigestKey } from '../digest.js';
import {
  mergedPayloads,
  openSibling,
  recordDigest,
  siblingCreatedBetween,
  type DigestJob,
} from '../../repo/engine/digests.js';
import { inServerTransaction } from '../../../db/transaction.js';
import type { JobContext, StepHandler, StepOutcome } from '../job.js';
import { nextTimed } from '../schedule.js';
import { addTime, valueAtPath } from '../time.js';

/** What the digest step uses: the database (under the key's lock) and the job clock. */
export type DigestDeps = Pick<NotifyContext, 'db' | 'now'>;

function digestValue(job: JobContext, step: DigestStep): string {
  if (!step.digestKey) return '';
  const value = valueAtPath(job.payload, step.digestKey);
  return value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

/** The digest job a key names: this job, for its workflow, subscriber, step and digest value. */
const digestJob = (job: JobContext, value: string): DigestJob => ({
  id: job.job.id,
  workflowId: job.workflow.id,
  subscriberId: job.job.subscriber_id,
  stepIndex: job.job.step_index,
  value,
});

const record = (
  db: Kysely<Database>,
  deps: DigestDeps,
  job: JobContext,
  fields: Record<string, string | null>,
) => recordDigest(db, job.job.id, fields, deps.now().toISOString());

/**
 * Runs `work` as the only one deciding for this digest key: in a transaction that, on PostgreSQL, holds an
 * advisory lock on the key, and whose first statement is a write, which on SQLite takes the database's write lock
 * at once. Workers of several processes thus never both open a digest for one key, and a digest that fires sees
 * every event merged into it before it did. `work` must use `trx` only (SQLite has one connection).
 */
function underDigestLock<T>(
  deps: DigestDeps,
  job: JobContext,
  value: string,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return inServerTransaction(deps.db, async (trx) => {
    await lockDigestKey(deps, trx, {
      workflowId: job.workflow.id,
      subscriberId: job.job.subscriber_id,
      stepIndex: job.job.step_index,
      value,
    });
    await record(trx, deps, job, { digest_value: value });
    return work(trx);
  });
}

function windowEnd(deps: DigestDeps, step: DigestStep): Date {
  if (step.digestType === 'timed') return nextTimed(step, deps.now());
  return addTime(deps.now(), step.amount, step.unit);
}

/** The digest open for this key that an event joins: created, and not yet fired or stopped. */
const OPEN_STATUSES = ['queued', 'running', 'delayed'];

type Decision =
  | { result: 'SKIPPED' }
  | { result: 'MERGED'; into: string }
  | { result: 'CREATED'; until: Date }
  | { result: 'MISCONFIGURED'; reason: string };

async function decide(
  deps: DigestDeps,
  trx: Kysely<Database>,
  job: JobContext,
  step: DigestStep,
  value: string,
): Promise<Decision> {
  if (step.digestType === 'backoff') {
    const since = addTime(deps.now(), -(step.backoffAmount ?? step.amount), step.backoffUnit ?? step.unit);
    const recent = await siblingCreatedBetween(
      trx,
      digestJob(job, value),
      since.toISOString(),
      job.job.created_at,
    );
    if (!recent) {
      await record(trx, deps, job, {
        digest_result: 'SKIPPED',
        digest_events: JSON.stringify([job.payload]),
      });
      return { result: 'SKIPPED' };
    }
  }
  const open = await openSibling(trx, digestJob(job, value), OPEN_STATUSES);
  if (open) {
    // Merged as of this commit, so that a digest firing next reads this event even before the job finishes.
    await record(trx, deps, job, { digest_result: 'MERGED', merged_into: open.id, status: 'merged' });
    return { result: 'MERGED', into: open.id };
  }
  let until: Date;
  try {
    until = windowEnd(deps, step);
  } catch (error) {
    return { result: 'MISCONFIGURED', reason: error instanceof Error ? error.message : String(error) };
  }
  await record(trx, deps, job, { digest_result: 'CREATED' });
  return { result: 'CREATED', until };
}

async function runDigest(deps: DigestDeps, job: JobContext, step: DigestStep): Promise<StepOutcome> {
  // Second visit: the window is over; hand the gathered events to the next steps. Recording them closes the
  // digest to later events, under the key's lock, so none joins after they were read.
  if (job.job.status === 'delayed') {
    const events = await underDigestLock(
      deps,
      job,
      job.job.digest_value ?? digestValue(job, step),
      async (trx) => {
        const merged = await mergedPayloads(trx, job.job.id);
        const gathered = [
          job.payload,
          ...merged.map((row) => (JSON.parse(row.payload) as { payload?: unknown }).payload ?? {}),
        ];
        await record(trx, deps, job, { digest_events: JSON.stringify(gathered) });
        return gathered;
      },
    );
    await job.log({ detail: 'DIGEST_TRIGGERED_EVENTS', raw: { total_count: events.length, events } });
    return { status: 'completed' };
  }

  await job.log({ detail: 'START_DIGESTING' });
  const value = digestValue(job, step);
  const decision = await underDigestLock(deps, job, value, (trx) => decide(deps, trx, job, step, value));
  switch (decision.result) {
    case 'SKIPPED':
      await job.log({ detail: 'DIGEST_SKIPPED', raw: { result: 'SKIPPED' } });
      return { status: 'skipped' };
    case 'MERGED':
      await job.log({ detail: 'DIGEST_MERGED', raw: { result: 'MERGED', digestJobId: decision.into } });
      return { status: 'merged' };
    case 'MISCONFIGURED':
      await job.log({ detail: 'DELAY_MISCONFIGURATION', raw: { reason: decision.reason } });
      return { status: 'canceled', error: 'The digest schedule never fires', stopsChain: true };
    case 'CREATED':
      await job.log({
        detail: 'STEP_DIGESTED',
        raw: { result: 'CREATED', until: decision.until.toISOString() },
      });
      return { status: 'delayed', until: decision.until };
  }
}

export const digestStep = (deps: DigestDeps): StepHandler<DigestStep> => ({
  run: (job, step) => runDigest(deps, job, step),
});
