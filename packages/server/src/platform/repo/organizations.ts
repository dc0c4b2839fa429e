// The organisation's row: its name, branding and plan, read and written within the organisation's scope.
import type { Insertable } from 'kysely';
import type { ScopedDb } from '../../db/scope.js';
import type { OrganizationTable } from '../../db/tables/platform.js';

export function insertOrganization(db: ScopedDb, row: Insertable<OrganizationTable>) {
  return db.insertInto('organizations').values(row).execute();
}

export function organizationById(db: ScopedDb, id: string) {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function organizationBranding(db: ScopedDb, id: string) {
  return db.selectFrom('organizations').select('branding').where('id', '=', id).executeTakeFirstOrThrow();
}

/** The plan column of the organisation `db` is scoped to: the scope keeps the one organisation row. */
export function organizationPlanColumn(db: ScopedDb) {
  return db.selectFrom('organizations').select('plan').executeTakeFirstOrThrow();
}

export function updateOrganizationRow(
  db: ScopedDb,
  id: string,
  changes: { name?: string; branding?: string },
) {
  return db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}
