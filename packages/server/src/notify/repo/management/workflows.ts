// An environment's workflows as the management API writes and reads them, through the database its credential
// scoped.
import type { Insertable, Updateable } from 'kysely';
import type { WorkflowTable } from '../../../db/tables/notify.js';
import { inTransaction, type ScopedDb } from '../../../db/scope.js';

/** The environment's workflow with this id, if there is one. */
export function workflowById(db: ScopedDb, environmentId: string, id: string) {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The environment's workflows, oldest first. */
export function workflowsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('created_at')
    .execute();
}

/** The names and steps of the environment's workflows, for what their steps name (a feed, a layout). */
export function workflowStepsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('workflows')
    .select(['name', 'steps'])
    .where('environment_id', '=', environmentId)
    .execute();
}

/** A workflow of the notification group, if one belongs to it. */
export function workflowOfGroup(db: ScopedDb, groupId: string) {
  return db
    .selectFrom('workflows')
    .select('name')
    .where('notification_group_id', '=', groupId)
    .executeTakeFirst();
}

export async function insertWorkflowRow(db: ScopedDb, row: Insertable<WorkflowTable>): Promise<void> {
  await db.insertInto('workflows').values(row).execute();
}

export async function updateWorkflowRow(
  db: ScopedDb,
  id: string,
  changes: Updateable<WorkflowTable>,
): Promise<void> {
  await db.updateTable('workflows').set(changes).where('id', '=', id).execute();
}

/** A notification of the workflow, if it was ever sent. */
export function notificationOfWorkflow(db: ScopedDb, workflowId: string) {
  return db.selectFrom('notifications').select('id').where('workflow_id', '=', workflowId).executeTakeFirst();
}

/** Deletes the workflow and its subscribers' preferences for it, in one transaction. */
export function deleteWorkflowRow(db: ScopedDb, id: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('subscriber_preferences').where('workflow_id', '=', id).execute();
    await trx.deleteFrom('workflows').where('id', '=', id).execute();
  });
}
