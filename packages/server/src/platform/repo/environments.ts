// An organisation's environments, read and written within the organisation's or the environment's scope.
import type { Insertable } from 'kysely';
import type { ScopedDb } from '../../db/scope.js';
import type { EnvironmentTable } from '../../db/tables/platform.js';

export function insertEnvironment(db: ScopedDb, row: Insertable<EnvironmentTable>) {
  return db.insertInto('environments').values(row).execute();
}

export function environmentById(db: ScopedDb, id: string) {
  return db.selectFrom('environments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The organisation's environments, oldest first. */
export function environmentsOf(db: ScopedDb, organizationId: string) {
  return db
    .selectFrom('environments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function environmentNamesOf(db: ScopedDb, organizationId: string) {
  return db.selectFrom('environments').select('name').where('organization_id', '=', organizationId).execute();
}

/** The organisation's first environment, which the platform's own mail is recorded in. */
export function firstEnvironmentOf(db: ScopedDb, organizationId: string) {
  return db
    .selectFrom('environments')
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** The key that signs the environment's subscriber hashes from now on. */
export function setSigningKey(db: ScopedDb, environmentId: string, key: { hash: string; sealed: string }) {
  return db
    .updateTable('environments')
    .set({ api_key_hash: key.hash, api_key_sealed: key.sealed })
    .where('id', '=', environmentId)
    .execute();
}
