// What a trigger reads and writes: its workflow, the topics it names, and the notifications and jobs it stores, all
// in the trigger's one transaction (decision 0045), which each function takes as its database.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { JobTable, NotificationTable } from '../../../db/tables/notify.js';
import type { ScopedDb } from '../../../db/scope.js';

/** The environment's workflow with this trigger identifier. */
export function workflowOfTrigger(db: Kysely<Database>, environmentId: string, identifier: string) {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('trigger_identifier', '=', identifier)
    .executeTakeFirst();
}

/** A locked workflow among those these trigger identifiers name, if there is one. */
export function lockedWorkflowAmong(db: ScopedDb, environmentId: string, names: readonly string[]) {
  return db
    .selectFrom('workflows')
    .select('trigger_identifier')
    .where('environment_id', '=', environmentId)
    .where('trigger_identifier', 'in', [...new Set(names)])
    .where('locked', '=', 1)
    .executeTakeFirst();
}

/** The environment's topic with this key. */
export function topicOfKey(db: Kysely<Database>, environmentId: string, key: string) {
  return db
    .selectFrom('topics')
    .select('id')
    .where('environment_id', '=', environmentId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The subscribers of a topic. */
export function topicMembers(db: Kysely<Database>, topicId: string) {
  return db
    .selectFrom('topic_subscribers')
    .innerJoin('subscribers', 'subscribers.id', 'topic_subscribers.subscriber_id')
    .selectAll('subscribers')
    .where('topic_subscribers.topic_id', '=', topicId)
    .execute();
}

/** A notification the environment already stored for this transaction id, if there is one. */
export function notificationOfTransaction(
  db: Kysely<Database>,
  environmentId: string,
  transactionId: string,
) {
  return db
    .selectFrom('notifications')
    .select('id')
    .where('environment_id', '=', environmentId)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}

export async function insertNotification(
  db: Kysely<Database>,
  row: Insertable<NotificationTable>,
): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

export async function insertJobs(db: Kysely<Database>, rows: readonly Insertable<JobTable>[]): Promise<void> {
  await db.insertInto('jobs').values(rows).execute();
}
