// The notification service's queries that no credential scopes, each for its reason: they find the environment a
// widget credential is being made or checked for (its application identifier, its signing key), the server's own
// environment (the first one made, where the university notifies its accounts) and the role of the account behind
// one of its subscribers. Everything else of the widget goes through a scoped database (docs/decisions/0024); the
// exemption is written in the root eslint.config.js.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The environment a widget session is opened for, by its application identifier. */
export function environmentByApplicationIdentifier(db: Kysely<Database>, applicationIdentifier: string) {
  return db
    .selectFrom('environments')
    .selectAll()
    .where('application_identifier', '=', applicationIdentifier)
    .executeTakeFirst();
}

/** Whether the environment a widget token names requires a subscriber hash, and the hash of the key that signs it. */
export function signingOfEnvironment(db: Kysely<Database>, environmentId: string) {
  return db
    .selectFrom('environments')
    .select(['hmac_required', 'api_key_hash'])
    .where('id', '=', environmentId)
    .executeTakeFirst();
}

/** The first environment made, the server's own. */
export function firstEnvironment(db: Kysely<Database>) {
  return db
    .selectFrom('environments')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The role of an account of the server's own. */
export function accountRole(db: Kysely<Database>, accountId: number) {
  return db.selectFrom('accounts').select('role_id').where('id', '=', accountId).executeTakeFirst();
}
