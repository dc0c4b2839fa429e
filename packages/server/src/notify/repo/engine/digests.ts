// The digest step's jobs: the siblings an event joins, what the digest gathered, and the lock per digest key. Each
// takes the transaction the step holds under that lock, or the database its job runs with.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Holds a PostgreSQL advisory lock on `text` until `trx` ends. */
export async function advisoryTransactionLock(trx: Kysely<Database>, text: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${text}, 0))`.execute(trx);
}

/** The events and result of the last digest before step `beforeIndex` of the notification that gathered any. */
export function digestBefore(db: Kysely<Database>, notificationId: string, beforeIndex: number) {
  return db
    .selectFrom('jobs')
    .select(['digest_events', 'digest_result'])
    .where('notification_id', '=', notificationId)
    .where('step_type', '=', 'digest')
    .where('step_index', '<', beforeIndex)
    .where('digest_events', 'is not', null)
    .orderBy('step_index', 'desc')
    .executeTakeFirst();
}

/** Which digest job a key names: its workflow, subscriber, step and digest value, and the job itself. */
export interface DigestJob {
  id: string;
  workflowId: string;
  subscriberId: string;
  stepIndex: number;
  value: string;
}

/** Digest jobs of the same workflow step, subscriber and digest value, other than this one. */
function siblings(db: Kysely<Database>, job: DigestJob) {
  return db
    .selectFrom('jobs')
    .innerJoin('notifications', 'notifications.id', 'jobs.notification_id')
    .selectAll('jobs')
    .where('notifications.workflow_id', '=', job.workflowId)
    .where('jobs.subscriber_id', '=', job.subscriberId)
    .where('jobs.step_type', '=', 'digest')
    .where('jobs.step_index', '=', job.stepIndex)
    .where('jobs.digest_value', '=', job.value)
    .where('jobs.id', '!=', job.id);
}

/** A sibling created between `since` and `until` (a backoff digest's window), if there is one. */
export function siblingCreatedBetween(db: Kysely<Database>, job: DigestJob, since: string, until: string) {
  return siblings(db, job)
    .where('jobs.created_at', '>=', since)
    .where('jobs.created_at', '<=', until)
    .select('jobs.id')
    .executeTakeFirst();
}

/** The oldest sibling whose digest is open (created, waiting in one of `statuses`, not fired), if there is one. */
export function openSibling(db: Kysely<Database>, job: DigestJob, statuses: readonly string[]) {
  return siblings(db, job)
    .where('jobs.status', 'in', statuses)
    .where('jobs.digest_result', '=', 'CREATED')
    .where('jobs.digest_events', 'is', null)
    .orderBy('jobs.created_at')
    .orderBy('jobs.id')
    .executeTakeFirst();
}

/** Records what the digest decided on its job. */
export async function recordDigest(
  db: Kysely<Database>,
  jobId: string,
  fields: Record<string, string | null>,
  now: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ ...fields, updated_at: now })
    .where('id', '=', jobId)
    .execute();
}

/** The payloads of the notifications merged into the digest job, oldest first. */
export function mergedPayloads(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('jobs')
    .innerJoin('notifications', 'notifications.id', 'jobs.notification_id')
    .select(['notifications.payload'])
    .where('jobs.merged_into', '=', jobId)
    .where('jobs.status', '=', 'merged')
    .orderBy('jobs.created_at')
    .orderBy('jobs.id')
    .execute();
}
