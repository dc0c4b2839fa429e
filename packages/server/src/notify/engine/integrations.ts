// Which integration delivers a channel for an environment: the primary one, else the oldest active one; or one
// named by provider and identifier (chat and push channels of a subscriber).
import type { Channel } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import { findProvider } from '../providers/catalogue.js';
import { openCredentials } from '../providers/credentials.js';
import type { Credentials, ProviderDefinition } from '../providers/types.js';

export interface ActiveIntegration {
  id: string;
  identifier: string;
  name: string;
  provider: ProviderDefinition;
  credentials: Credentials;
}

/** What finding an integration reads: the database and the key its credentials are sealed with. */
export type IntegrationDeps = Pick<NotifyContext, 'db' | 'sealingKey'>;

export async function activeIntegrations(
  ctx: IntegrationDeps,
  environmentId: string,
  channel: Channel,
  filter: { providerId?: string; identifier?: string } = {},
): Promise<ActiveIntegration[]> {
  let query = ctx.db
    .selectFrom('integrations')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('channel', '=', channel)
    .where('active', '=', 1);
  if (filter.providerId) query = query.where('provider_id', '=', filter.providerId);
  if (filter.identifier) query = query.where('identifier', '=', filter.identifier);
  const rows = await query.orderBy('is_primary', 'desc').orderBy('created_at').orderBy('id').execute();
  return rows.flatMap((row) => {
    const provider = findProvider(row.provider_id);
    if (!provider) return [];
    return [
      {
        id: row.id,
        identifier: row.identifier,
        name: row.name,
        provider,
        credentials: openCredentials(ctx.sealingKey, row.credentials),
      },
    ];
  });
}

/** The integration a channel step sends through, or undefined when the environment has none active. */
export async function primaryIntegration(ctx: IntegrationDeps, environmentId: string, channel: Channel) {
  return (await activeIntegrations(ctx, environmentId, channel))[0];
}
