// An environment's email layouts, through the database its credential scoped.
import type { Insertable, Updateable } from 'kysely';
import type { LayoutTable } from '../../../db/tables/notify.js';
import { inTransaction, type ScopedDb } from '../../../db/scope.js';

/** The environment's layout with this id, if there is one. */
export function layoutById(db: ScopedDb, environmentId: string, id: string) {
  return db
    .selectFrom('layouts')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The environment's layouts, oldest first. */
export function layoutsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('layouts')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A layout of the environment, if it has any. */
export function anyLayoutOf(db: ScopedDb, environmentId: string) {
  return db.selectFrom('layouts').select('id').where('environment_id', '=', environmentId).executeTakeFirst();
}

export async function insertLayoutRow(db: ScopedDb, row: Insertable<LayoutTable>): Promise<void> {
  await db.insertInto('layouts').values(row).execute();
}

export async function updateLayoutRow(
  db: ScopedDb,
  id: string,
  changes: Updateable<LayoutTable>,
): Promise<void> {
  await db.updateTable('layouts').set(changes).where('id', '=', id).execute();
}

/** Makes the layout the environment's default and unsets the previous one, in one transaction. */
export function switchDefaultLayout(
  db: ScopedDb,
  environmentId: string,
  id: string,
  now: string,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('layouts')
      .set({ is_default: 0, updated_at: now })
      .where('environment_id', '=', environmentId)
      .where('is_default', '=', 1)
      .where('id', '!=', id)
      .execute();
    await trx.updateTable('layouts').set({ is_default: 1, updated_at: now }).where('id', '=', id).execute();
  });
}

export async function deleteLayoutRow(db: ScopedDb, id: string): Promise<void> {
  await db.deleteFrom('layouts').where('id', '=', id).execute();
}
