// Which integration delivers a channel for an environment: the primary one, else the oldest active one; or one
// named by provider and identifier (chat and push channels of a subscriber).
import type { Channel } from '@herald/protocol';
import { activeIntegrationRows } from '../repo/engine/integrations.js';
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
  const rows = await activeIntegrationRows(ctx.db, environmentId, channel, filter);
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
