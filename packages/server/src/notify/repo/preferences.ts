// A subscriber's preferences (one row a workflow, and the global one under the empty workflow id), through the
// database the subscriber's credential scoped.
import type { Insertable } from 'kysely';
import type { SubscriberPreferenceTable } from '../../db/tables/notify.js';
import type { ScopedDb } from '../../db/scope.js';

export function preferencesOf(db: ScopedDb, subscriberRowId: string) {
  return db
    .selectFrom('subscriber_preferences')
    .selectAll()
    .where('subscriber_id', '=', subscriberRowId)
    .execute();
}

/** The subscriber's preference for a workflow (or the global one). */
const preferenceOf = (db: ScopedDb, subscriberRowId: string, workflowId: string) =>
  db
    .selectFrom('subscriber_preferences')
    .selectAll()
    .where('subscriber_id', '=', subscriberRowId)
    .where('workflow_id', '=', workflowId);

/** The subscriber's preference for a workflow (or the global one), if they have chosen. */
export function preferenceFor(db: ScopedDb, subscriberRowId: string, workflowId: string) {
  return preferenceOf(db, subscriberRowId, workflowId).executeTakeFirst();
}

/** The subscriber's preference for a workflow (or the global one), which exists. */
export function storedPreferenceFor(db: ScopedDb, subscriberRowId: string, workflowId: string) {
  return preferenceOf(db, subscriberRowId, workflowId).executeTakeFirstOrThrow();
}

/** Writes the subscriber's preference for a workflow, over the one they had. */
export function upsertPreference(db: ScopedDb, row: Insertable<SubscriberPreferenceTable>) {
  const { enabled, channels, updated_at } = row;
  return db
    .insertInto('subscriber_preferences')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['subscriber_id', 'workflow_id']).doUpdateSet({ enabled, channels, updated_at }),
    )
    .execute();
}
