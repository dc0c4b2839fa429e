// The university's system workflows in the product environment; each query takes the database scoped to that
// environment (decision 0024).
import type { Insertable, Updateable } from 'kysely';
import type { ScopedDb } from '../../db/scope.js';
import type { WorkflowTable } from '../../db/tables/notify.js';

/** Creates the workflow, or when its trigger exists in the environment, writes `onConflict` to it. */
export function upsertWorkflow(
  db: ScopedDb,
  workflow: Insertable<WorkflowTable>,
  onConflict: Updateable<WorkflowTable>,
) {
  return db
    .insertInto('workflows')
    .values(workflow)
    .onConflict((oc) => oc.columns(['environment_id', 'trigger_identifier']).doUpdateSet(onConflict))
    .execute();
}

/** The environment's workflows whose steps hold `text`. */
export function workflowsWithStepsHolding(db: ScopedDb, environmentId: string, text: string) {
  return db
    .selectFrom('workflows')
    .select(['id', 'steps'])
    .where('environment_id', '=', environmentId)
    .where('steps', 'like', `%${text}%`)
    .execute();
}

export function setWorkflowSteps(db: ScopedDb, id: string, steps: string) {
  return db.updateTable('workflows').set({ steps }).where('id', '=', id).execute();
}
