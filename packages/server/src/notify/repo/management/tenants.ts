// An environment's tenants, through the database its credential (or its job's environment) scoped.
import type { ListQuery } from '@herald/protocol';
import type { TenantRow } from '../../../db/tables/notify.js';
import type { ScopedDb } from '../../../db/scope.js';
import { pageOf } from './paging.js';

/** The environment's tenant with this identifier, if there is one. */
export function findTenant(
  db: ScopedDb,
  environmentId: string,
  identifier: string,
): Promise<TenantRow | undefined> {
  return db
    .selectFrom('tenants')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('identifier', '=', identifier)
    .executeTakeFirst();
}

export async function insertTenantRow(db: ScopedDb, row: TenantRow): Promise<void> {
  await db.insertInto('tenants').values(row).execute();
}

/** Changes the tenant's identifier, name or data. */
export async function updateTenantRow(
  db: ScopedDb,
  id: string,
  changes: Partial<Pick<TenantRow, 'identifier' | 'name' | 'data' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('tenants').set(changes).where('id', '=', id).execute();
}

/** One page of the environment's tenants, oldest first. */
export function tenantPage(db: ScopedDb, environmentId: string, list: ListQuery) {
  const query = db
    .selectFrom('tenants')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('created_at')
    .orderBy('id');
  return pageOf(query, list);
}

export async function deleteTenantRow(db: ScopedDb, id: string): Promise<void> {
  await db.deleteFrom('tenants').where('id', '=', id).execute();
}
