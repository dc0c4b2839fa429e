// The identities single sign-on has linked to an account or a member: found before any organisation is known, so
// on the server's database.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SsoIdentityTable } from '../../db/tables/server.js';

/** The owner of the identity a provider verified (its subject), for this kind of owner. */
export function ownerOfIdentity(db: Kysely<Database>, provider: string, kind: string, subject: string) {
  return db
    .selectFrom('sso_identities')
    .select('owner_id')
    .where('provider', '=', provider)
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** The identity of a provider an owner is linked to already, if there is one. */
export function identityOfOwner(db: Kysely<Database>, provider: string, kind: string, ownerId: string) {
  return db
    .selectFrom('sso_identities')
    .select('subject')
    .where('provider', '=', provider)
    .where('kind', '=', kind)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export async function linkIdentity(db: Kysely<Database>, row: Insertable<SsoIdentityTable>): Promise<void> {
  await db.insertInto('sso_identities').values(row).execute();
}
