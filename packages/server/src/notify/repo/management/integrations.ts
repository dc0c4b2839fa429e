// An environment's integrations (the providers it delivers through), through the database its credential scoped
// (the engine's choice of an integration is notify/repo/engine/integrations.ts).
import type { Insertable, Updateable } from 'kysely';
import type { IntegrationTable } from '../../../db/tables/notify.js';
import type { ScopedDb } from '../../../db/scope.js';

/** The environment's integration with this id, if there is one. */
export function integrationById(db: ScopedDb, environmentId: string, id: string) {
  return db
    .selectFrom('integrations')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The environment's integrations, of a channel or in a state when named, by channel and then oldest first. */
export function integrationsOf(
  db: ScopedDb,
  environmentId: string,
  filter: { channel?: string; active?: number },
) {
  let select = db.selectFrom('integrations').selectAll().where('environment_id', '=', environmentId);
  if (filter.channel) select = select.where('channel', '=', filter.channel);
  if (filter.active !== undefined) select = select.where('active', '=', filter.active);
  return select.orderBy('channel').orderBy('created_at').orderBy('id').execute();
}

/** Whether each of a channel's integrations is active and primary, oldest first. */
export function primaryStatesOf(db: ScopedDb, environmentId: string, channel: string) {
  return db
    .selectFrom('integrations')
    .select(['id', 'active', 'is_primary'])
    .where('environment_id', '=', environmentId)
    .where('channel', '=', channel)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertIntegrationRow(db: ScopedDb, row: Insertable<IntegrationTable>): Promise<void> {
  await db.insertInto('integrations').values(row).execute();
}

export async function updateIntegrationRow(
  db: ScopedDb,
  id: string,
  changes: Updateable<IntegrationTable>,
): Promise<void> {
  await db.updateTable('integrations').set(changes).where('id', '=', id).execute();
}

export async function deleteIntegrationRow(db: ScopedDb, id: string): Promise<void> {
  await db.deleteFrom('integrations').where('id', '=', id).execute();
}
