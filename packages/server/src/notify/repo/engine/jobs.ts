// The engine's jobs and what a job runs with, on the database (or the transaction) its work runs with. A job's
// queries name the job's own rows; the worker's name every environment's due jobs (decision 0029).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Job } from '../../../db/tables/notify.js';

/**
 * The job's notification, its subscriber, its workflow and the environment's organisation, in one query; undefined
 * when one is gone.
 */
export function jobContextRow(db: Kysely<Database>, job: Pick<Job, 'notification_id' | 'subscriber_id'>) {
  return db
    .selectFrom('notifications')
    .innerJoin('subscribers', (join) => join.on('subscribers.id', '=', job.subscriber_id))
    .innerJoin('workflows', 'workflows.id', 'notifications.workflow_id')
    .innerJoin('environments', 'environments.id', 'notifications.environment_id')
    .selectAll('subscribers')
    .select([
      'notifications.payload as notification_payload',
      'workflows.id as workflow_id',
      'workflows.critical as workflow_critical',
      'workflows.preference_settings as workflow_preference_settings',
      'workflows.trigger_identifier as workflow_trigger_identifier',
      'workflows.locked as workflow_locked',
      'environments.organization_id as organization_id',
    ])
    .where('notifications.id', '=', job.notification_id)
    .executeTakeFirst();
}

/** The jobs of the notification's steps before `beforeIndex`, with their step. */
export function earlierJobs(db: Kysely<Database>, notificationId: string, beforeIndex: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'step'])
    .where('notification_id', '=', notificationId)
    .where('step_index', '<', beforeIndex)
    .execute();
}

/** Sends a PostgreSQL notification on `channel`, delivered when `db`'s transaction commits. */
export async function notifyChannel(db: Kysely<Database>, channel: string): Promise<void> {
  await sql`select pg_notify(${channel}, '')`.execute(db);
}

/**
 * Claims a due job (running, one attempt more) if it is still in the status it was read in; answers whether it
 * did. With `skipLocked` (PostgreSQL) a job another transaction holds is skipped, not waited for, in the same
 * statement.
 */
export async function claimJob(
  db: Kysely<Database>,
  job: Pick<Job, 'id' | 'status'>,
  skipLocked: boolean,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'running', attempts: sql`attempts + 1`, updated_at: now, lease_until: leaseUntil })
    .where('id', '=', job.id)
    .where('status', '=', job.status)
    .$if(skipLocked, (update) =>
      update.where('id', 'in', (eb) =>
        eb.selectFrom('jobs').select('id').where('id', '=', job.id).forUpdate().skipLocked(),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts the job back in the queue, or makes it wait, until `runAt`. */
export async function rescheduleJob(
  db: Kysely<Database>,
  jobId: string,
  status: 'queued' | 'delayed',
  runAt: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status, run_at: runAt, updated_at: now })
    .where('id', '=', jobId)
    .execute();
}

/** Marks the job, and the notification's steps still pending after it, merged into another digest. */
export async function markMerged(
  db: Kysely<Database>,
  job: Pick<Job, 'id' | 'notification_id'>,
  now: string,
) {
  await db
    .updateTable('jobs')
    .set({ status: 'merged', updated_at: now })
    .where('notification_id', '=', job.notification_id)
    .where((eb) => eb.or([eb('id', '=', job.id), eb('status', '=', 'pending')]))
    .execute();
}

/** Records how the job ended. */
export async function finishJob(
  db: Kysely<Database>,
  jobId: string,
  status: string,
  error: string | null,
  now: string,
): Promise<void> {
  await db.updateTable('jobs').set({ status, error, updated_at: now }).where('id', '=', jobId).execute();
}

/** Cancels the notification's steps still pending. */
export async function cancelPendingSteps(db: Kysely<Database>, notificationId: string, now: string) {
  await db
    .updateTable('jobs')
    .set({ status: 'canceled', updated_at: now })
    .where('notification_id', '=', notificationId)
    .where('status', '=', 'pending')
    .execute();
}

/** Queues the notification's next pending step after this job's, if there is one. */
export async function queueNextStep(
  db: Kysely<Database>,
  job: Pick<Job, 'notification_id' | 'step_index'>,
  now: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', run_at: now, updated_at: now })
    .where('status', '=', 'pending')
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('notification_id', '=', job.notification_id)
        .where('status', '=', 'pending')
        .where('step_index', '>', job.step_index)
        .orderBy('step_index')
        .limit(1),
    )
    .execute();
}

/** Up to `limit` jobs of every environment due at `now`, in the order they run. */
export function dueJobsAt(db: Kysely<Database>, now: string, limit: number): Promise<Job[]> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('status', 'in', ['queued', 'delayed'])
    .where('run_at', '<=', now)
    .orderBy('run_at')
    .orderBy('created_at')
    .orderBy('step_index')
    .limit(limit)
    .execute();
}

/** When the next queued or waiting job of any environment is due. */
export function nextRunAt(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .select('run_at')
    .where('status', 'in', ['queued', 'delayed'])
    .orderBy('run_at')
    .limit(1)
    .executeTakeFirst();
}

/** Queues again every job left running (a process stopped while it ran them): for the only process there is. */
export async function requeueRunningJobs(db: Kysely<Database>, runAt: string, now: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', run_at: runAt, updated_at: now, lease_until: null })
    .where('status', '=', 'running')
    .execute();
}

/**
 * Queues again the running jobs whose lease has lapsed at `now` (their worker stopped without finishing them),
 * and those left running before jobs had leases; a job whose worker still renews its lease is left to it.
 * Answers how many it queued.
 */
export async function requeueLapsedJobs(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'queued', run_at: now, updated_at: now, lease_until: null })
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Holds a running job a while longer for the worker running it; false once the job is no longer running. */
export async function renewJobLease(
  db: Kysely<Database>,
  jobId: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_until: leaseUntil })
    .where('id', '=', jobId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
