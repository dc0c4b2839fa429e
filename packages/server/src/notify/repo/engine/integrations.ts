// An environment's active integrations for a channel, on the database its job runs with.
import type { Kysely } from 'kysely';
import type { Channel } from '@herald/protocol';
import type { Database } from '../../../db/schema.js';

/** The active integrations of a channel, the primary first, then the oldest. */
export function activeIntegrationRows(
  db: Kysely<Database>,
  environmentId: string,
  channel: Channel,
  filter: { providerId?: string; identifier?: string },
) {
  let query = db
    .selectFrom('integrations')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('channel', '=', channel)
    .where('active', '=', 1);
  if (filter.providerId) query = query.where('provider_id', '=', filter.providerId);
  if (filter.identifier) query = query.where('identifier', '=', filter.identifier);
  return query.orderBy('is_primary', 'desc').orderBy('created_at').orderBy('id').execute();
}
