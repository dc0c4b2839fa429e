// The chat step: the rendered text goes to every chat channel the subscriber keeps for an active integration
// (the payload's `webhookUrl` over the channel's own); it fails only when no channel took it.
import type { ChatStep } from '@herald/protocol';
import type { ProviderRuntime } from '../../providers/types.js';
import type { IntegrationDeps } from '../integrations.js';
import type { StepHandler } from '../job.js';
import { renderLimited } from '../render-limits.js';
import { alreadySent, reasonOf, selected, storeMessage, text, type MessageDeps } from './delivery.js';
import { deliverable } from './subscriber-channels.js';

export type ChatDeps = IntegrationDeps & MessageDeps & { runtime: () => ProviderRuntime };

export const chatStep = (deps: ChatDeps): StepHandler<ChatStep> => ({
  channel: 'chat',
  async run(job, step) {
    const { integrations, channels } = await deliverable(deps, job, 'chat');
    if (integrations.length === 0) {
      await job.log({
        detail: 'SUBSCRIBER_NO_ACTIVE_INTEGRATION',
        code: 'MISSING_CHAT_INTEGRATION',
        raw: { channel: 'chat' },
      });
      return { status: 'failed', error: 'The environment has no active chat integration' };
    }
    if (channels.length === 0) {
      await job.log({ detail: 'SUBSCRIBER_NO_ACTIVE_CHANNEL', code: 'SUBSCRIBER_MISSING_CHAT_CHANNEL_ID' });
      return { status: 'failed', error: 'Subscriber has no chat channel for an active integration' };
    }
    if (await alreadySent(deps, job)) return { status: 'completed' };
    const { content } = await renderLimited('chat', { content: step.content }, job.data);
    await storeMessage(deps, job, 'chat', content);
    await job.log({ detail: 'MESSAGE_CREATED' });
    let sent = 0;
    for (const { entry, integration } of channels) {
      await job.log({ detail: 'INTEGRATION_INSTANCE_SELECTED', raw: selected(integration) });
      const webhookUrl = text(job.payload.webhookUrl) ?? entry.credentials.webhookUrl;
      if (!webhookUrl) {
        await job.log({ detail: 'CHAT_WEBHOOK_URL_MISSING', raw: { providerId: entry.providerId } });
        continue;
      }
      try {
        const result = await integration.provider.send(
          integration.credentials,
          { webhookUrl, content, ...(entry.credentials.channel && { channel: entry.credentials.channel }) },
          deps.runtime(),
        );
        await job.log({ detail: 'MESSAGE_SENT', raw: { providerId: entry.providerId, ...result } });
        sent += 1;
      } catch (error) {
        await job.log({
          detail: 'PROVIDER_ERROR',
          code: 'CHAT_ERROR',
          raw: { providerId: entry.providerId, reason: reasonOf(error) },
        });
      }
    }
    if (sent === 0) {
      await job.log({ detail: 'CHAT_ALL_CHANNELS_FAILED' });
      return { status: 'failed', error: 'Sending the chat message failed on every channel' };
    }
    return { status: 'completed' };
  },
});
