// The outbox, where every mail sent or kept is recorded, on the database scoped to the environment that sent it.
import type { Insertable } from 'kysely';
import type { OutboxTable } from '../../db/tables/server.js';
import type { ScopedDb } from '../../db/scope.js';

/** The organisation of the environment that sends. */
export function organizationOfEnvironment(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('environments')
    .select('organization_id')
    .where('id', '=', environmentId)
    .executeTakeFirst();
}

export async function recordInOutbox(db: ScopedDb, row: Insertable<OutboxTable>): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}
