// What cancelling a transaction reads and writes of its jobs, in the one transaction that holds the locks of its
// digest keys (engine/trigger.ts), which each function takes as its database.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** A transaction's jobs, by its environment and id. */
const ofTransaction = (trx: Kysely<Database>, environmentId: string, transactionId: string) =>
  trx
    .selectFrom('jobs')
    .where('jobs.environment_id', '=', environmentId)
    .where('jobs.transaction_id', '=', transactionId);

/** The keys of the transaction's digest jobs that have one. */
export function digestKeysOfTransaction(trx: Kysely<Database>, environmentId: string, transactionId: string) {
  return ofTransaction(trx, environmentId, transactionId)
    .innerJoin('notifications', 'notifications.id', 'jobs.notification_id')
    .select(['notifications.workflow_id', 'jobs.subscriber_id', 'jobs.step_index', 'jobs.digest_value'])
    .where('jobs.step_type', '=', 'digest')
    .where('jobs.digest_value', 'is not', null)
    .execute();
}

/** The transaction's digest jobs that opened a digest. */
export function digestsOfTransaction(trx: Kysely<Database>, environmentId: string, transactionId: string) {
  return ofTransaction(trx, environmentId, transactionId)
    .select(['jobs.id', 'jobs.run_at', 'jobs.notification_id', 'jobs.step_index'])
    .where('jobs.step_type', '=', 'digest')
    .where('jobs.digest_result', '=', 'CREATED')
    .execute();
}

/** The job of the notification's step after the digest's. */
const nextStep = (trx: Kysely<Database>, digest: { notification_id: string; step_index: number }) =>
  trx
    .selectFrom('jobs')
    .select('id')
    .where('notification_id', '=', digest.notification_id)
    .where('step_index', '>', digest.step_index)
    .orderBy('step_index')
    .limit(1);

async function cancelIf(
  trx: Kysely<Database>,
  id: string | ReturnType<typeof nextStep>,
  statuses: string[],
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('jobs')
    .set({ status: 'canceled', updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels the job if it is in one of `statuses`; answers whether it did. */
export const cancelJobIf = (trx: Kysely<Database>, id: string, statuses: string[], now: string) =>
  cancelIf(trx, id, statuses, now);

/** Cancels the step after the digest if it is in one of `statuses`; answers whether it did. */
export const cancelStepAfterIf = (
  trx: Kysely<Database>,
  digest: { notification_id: string; step_index: number },
  statuses: string[],
  now: string,
) => cancelIf(trx, nextStep(trx, digest), statuses, now);

/** Cancels the transaction's jobs still in one of `statuses`; answers how many. */
export async function cancelTransactionJobs(
  trx: Kysely<Database>,
  environmentId: string,
  transactionId: string,
  statuses: string[],
  now: string,
): Promise<number> {
  const rest = await trx
    .updateTable('jobs')
    .set({ status: 'canceled', updated_at: now })
    .where('environment_id', '=', environmentId)
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(rest.numUpdatedRows);
}

/** The jobs merged into the digest, oldest first. */
export function mergedInto(trx: Kysely<Database>, digestId: string) {
  return trx
    .selectFrom('jobs')
    .select(['id', 'notification_id', 'step_index'])
    .where('merged_into', '=', digestId)
    .where('status', '=', 'merged')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Makes a merged job the digest, waiting until `runAt`. */
export async function makeDigest(trx: Kysely<Database>, jobId: string, runAt: string | null, now: string) {
  await trx
    .updateTable('jobs')
    .set({
      status: 'delayed',
      run_at: runAt,
      digest_result: 'CREATED',
      merged_into: null,
      updated_at: now,
    })
    .where('id', '=', jobId)
    .execute();
}

/** Puts the notification's merged steps after `stepIndex` back to pending. */
export async function unmergeStepsAfter(
  trx: Kysely<Database>,
  notificationId: string,
  stepIndex: number,
  now: string,
) {
  await trx
    .updateTable('jobs')
    .set({ status: 'pending', updated_at: now })
    .where('notification_id', '=', notificationId)
    .where('status', '=', 'merged')
    .where('step_index', '>', stepIndex)
    .execute();
}

/** Merges these jobs into another digest. */
export async function mergeJobsInto(
  trx: Kysely<Database>,
  jobIds: readonly string[],
  digestId: string,
  now: string,
) {
  await trx
    .updateTable('jobs')
    .set({ merged_into: digestId, updated_at: now })
    .where('id', 'in', jobIds)
    .execute();
}
