// What a step reads and writes of its subscriber: presence, channel credentials and preferences, on the database
// its job runs with.
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * A subscriber's online state. The columns come with the integrations migration; they are typed here so that code
 * building subscriber rows elsewhere needs no change.
 */
export interface PresenceColumns {
  is_online: Generated<number>;
  last_online_at: string | null;
}

const withPresence = (db: Kysely<Database>) => db.withTables<{ subscribers: PresenceColumns }>();

export function presenceRow(db: Kysely<Database>, subscriberRowId: string) {
  return withPresence(db)
    .selectFrom('subscribers')
    .select(['is_online', 'last_online_at'])
    .where('id', '=', subscriberRowId)
    .executeTakeFirst();
}

export async function setPresenceRow(
  db: Kysely<Database>,
  subscriberRowId: string,
  presence: { is_online: number; last_online_at: string },
): Promise<void> {
  await withPresence(db).updateTable('subscribers').set(presence).where('id', '=', subscriberRowId).execute();
}

/** The subscriber's channel credentials (push devices, chat webhooks), by provider. */
export function subscriberChannelRows(db: Kysely<Database>, subscriberRowId: string) {
  return db
    .selectFrom('subscriber_channels')
    .selectAll()
    .where('subscriber_id', '=', subscriberRowId)
    .orderBy('provider_id')
    .execute();
}

/** The subscriber's global preference and their preference for the workflow, those they have chosen. */
export function preferenceRowsFor(db: Kysely<Database>, subscriberRowId: string, workflowId: string) {
  return db
    .selectFrom('subscriber_preferences')
    .select(['workflow_id', 'enabled', 'channels'])
    .where('subscriber_id', '=', subscriberRowId)
    .where('workflow_id', 'in', ['', workflowId])
    .execute();
}
