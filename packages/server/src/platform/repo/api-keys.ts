// An environment's API keys, within the environment's scope.
import type { ScopedDb } from '../../db/scope.js';
import type { ApiKeyRow } from '../../db/tables/platform.js';

export function insertApiKey(db: ScopedDb, row: ApiKeyRow) {
  return db.insertInto('api_keys').values(row).execute();
}

/** The environment's keys, oldest first, revoked ones included. */
export function apiKeysOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function apiKeyOf(db: ScopedDb, environmentId: string, keyId: string) {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', keyId)
    .where('environment_id', '=', environmentId)
    .executeTakeFirst();
}

/** The environment's keys still in use other than `keyId`, newest first. */
export function otherActiveApiKeys(db: ScopedDb, environmentId: string, keyId: string) {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('revoked_at', 'is', null)
    .where('id', '!=', keyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function revokeApiKey(db: ScopedDb, keyId: string, revokedAt: string) {
  return db.updateTable('api_keys').set({ revoked_at: revokedAt }).where('id', '=', keyId).execute();
}
