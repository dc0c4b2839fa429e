// An environment's workflows as a subscriber's preferences read them, through the database the credential scoped.
import type { ScopedDb } from '../../db/scope.js';

/** The environment's active workflows, oldest first. */
export function activeWorkflowsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The environment's active workflow with this id, as a list of none or one. */
export function activeWorkflowsWithId(db: ScopedDb, environmentId: string, workflowId: string) {
  return db
    .selectFrom('workflows')
    .selectAll()
    .where('id', '=', workflowId)
    .where('environment_id', '=', environmentId)
    .where('active', '=', 1)
    .execute();
}

/** The id of the environment's workflow named by its id or its trigger identifier. */
export function workflowIdNamed(db: ScopedDb, environmentId: string, name: string) {
  return db
    .selectFrom('workflows')
    .select('id')
    .where('environment_id', '=', environmentId)
    .where((eb) => eb.or([eb('id', '=', name), eb('trigger_identifier', '=', name)]))
    .executeTakeFirst();
}
