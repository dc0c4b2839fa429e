// An environment's notification groups, through the database its credential scoped.
import type { NotificationGroupRow } from '../../../db/tables/notify.js';
import type { ScopedDb } from '../../../db/scope.js';

/** The environment's group with this id, if there is one. */
export function groupById(db: ScopedDb, environmentId: string, id: string) {
  return db
    .selectFrom('notification_groups')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The id of the environment's group of this name, if there is one. */
export function groupIdNamed(db: ScopedDb, environmentId: string, name: string) {
  return db
    .selectFrom('notification_groups')
    .select('id')
    .where('environment_id', '=', environmentId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertGroupRow(db: ScopedDb, row: NotificationGroupRow): Promise<void> {
  await db.insertInto('notification_groups').values(row).execute();
}

/** The environment's groups, oldest first. */
export function groupsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('notification_groups')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function renameGroup(db: ScopedDb, id: string, name: string, updatedAt: string): Promise<void> {
  await db
    .updateTable('notification_groups')
    .set({ name, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteGroupRow(db: ScopedDb, id: string): Promise<void> {
  await db.deleteFrom('notification_groups').where('id', '=', id).execute();
}
