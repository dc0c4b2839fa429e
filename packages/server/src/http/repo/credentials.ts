// What authentication reads to resolve a credential into the scope of its requests (decision 0024): the account,
// member or environment a token or key names. No scope exists yet, so each reads the server's database.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function accountById(db: Kysely<Database>, id: number) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function memberById(db: Kysely<Database>, id: string) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The environment of the API key with this hash, the key's revocation and its organisation's stored plan. */
export function environmentOfKeyHash(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('environments', 'environments.id', 'api_keys.environment_id')
    .innerJoin('organizations', 'organizations.id', 'environments.organization_id')
    .selectAll('environments')
    .select(['api_keys.revoked_at', 'organizations.plan as organization_plan'])
    .where('api_keys.key_hash', '=', hash)
    .executeTakeFirst();
}

/** The environment whose first key, made before keys had their own table, has this hash. */
export function environmentOfFirstKeyHash(db: Kysely<Database>, hash: string) {
  return db.selectFrom('environments').selectAll().where('api_key_hash', '=', hash).executeTakeFirst();
}

/** The organisation's environment with this id. */
export function environmentInOrganization(
  db: Kysely<Database>,
  environmentId: string,
  organizationId: string,
) {
  return db
    .selectFrom('environments')
    .selectAll()
    .where('id', '=', environmentId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}
