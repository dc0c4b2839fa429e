// The chat and push channels a subscriber keeps, matched with the environment's active integrations of that
// channel: what the chat and push steps deliver through.
import type { NotifyContext } from '../../context.js';
import { subscriberChannelRows } from '../../repo/engine/subscribers.js';
import { openChannelCredentials, type ChannelCredentials } from '../../providers/channel-credentials.js';
import { activeIntegrations, type ActiveIntegration, type IntegrationDeps } from '../integrations.js';
import type { JobContext } from '../job.js';

export interface SubscriberChannelRow {
  providerId: string;
  integrationIdentifier: string;
  credentials: ChannelCredentials;
}

async function subscriberChannels(
  deps: Pick<NotifyContext, 'db' | 'sealingKey'>,
  job: JobContext,
): Promise<SubscriberChannelRow[]> {
  const rows = await subscriberChannelRows(deps.db, job.subscriber.id);
  return rows.map((row) => ({
    providerId: row.provider_id,
    integrationIdentifier: row.integration_identifier,
    credentials: openChannelCredentials(deps.sealingKey, row.credentials),
  }));
}

/** The subscriber's channels of `channel` that have an active integration to send through. */
export async function deliverable(
  deps: IntegrationDeps,
  job: JobContext,
  channel: 'chat' | 'push',
): Promise<{
  integrations: ActiveIntegration[];
  channels: { entry: SubscriberChannelRow; integration: ActiveIntegration }[];
}> {
  const integrations = await activeIntegrations(deps, job.job.environment_id, channel);
  const channels = (await subscriberChannels(deps, job)).flatMap((entry) => {
    const integration = integrations.find(
      (candidate) =>
        candidate.provider.id === entry.providerId &&
        (!entry.integrationIdentifier || candidate.identifier === entry.integrationIdentifier),
    );
    return integration ? [{ entry, integration }] : [];
  });
  return { integrations, channels };
}
