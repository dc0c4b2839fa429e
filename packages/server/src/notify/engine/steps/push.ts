// The push step: one provider call per device token of the subscriber's push channels (or the override's
// tokens), so one bad token never stops the others; a webhook provider that did not answer is tried again.
import type { PushStep } from '@herald/protocol';
import { deleteMessage } from '../../repo/messages.js';
import type { ProviderRuntime, SendResult } from '../../providers/types.js';
import type { IntegrationDeps } from '../integrations.js';
import type { StepHandler } from '../job.js';
import { retryableDelivery, retryDelivery } from '../retry.js';
import { renderLimited } from '../render-limits.js';
import { alreadySent, overridesFor, reasonOf, storeMessage, type MessageDeps } from './delivery.js';
import { deliverable } from './subscriber-channels.js';

export type PushDeps = IntegrationDeps & MessageDeps & { runtime: () => ProviderRuntime };

export const pushStep = (deps: PushDeps): StepHandler<PushStep> => ({
  channel: 'push',
  async run(job, step) {
    const { integrations, channels } = await deliverable(deps, job, 'push');
    if (integrations.length === 0) {
      await job.log({
        detail: 'SUBSCRIBER_NO_ACTIVE_INTEGRATION',
        code: 'MISSING_PUSH_INTEGRATION',
        raw: { channel: 'push' },
      });
      return { status: 'failed', error: 'The environment has no active push integration' };
    }
    const targets = channels.flatMap(({ entry, integration }) => {
      const overrides = overridesFor(job, 'push', integration.provider.id);
      const tokens = Array.isArray(overrides.deviceTokens)
        ? overrides.deviceTokens.filter((token): token is string => typeof token === 'string')
        : (entry.credentials.deviceTokens ?? []);
      return tokens.map((token) => ({ token, integration, overrides }));
    });
    if (targets.length === 0) {
      await job.log({ detail: 'PUSH_MISSING_DEVICE_TOKENS', code: 'SUBSCRIBER_MISSING_PUSH' });
      return { status: 'failed', error: 'Subscriber has no push device token for an active integration' };
    }
    if (await alreadySent(deps, job)) return { status: 'completed' };
    const { title, content } = await renderLimited(
      'push',
      { title: step.title, content: step.content },
      job.data,
    );
    const messageId = await storeMessage(deps, job, 'push', content, title);
    await job.log({ detail: 'MESSAGE_CREATED' });
    const digest = (job.data.step ?? {}) as { digest?: boolean; events?: unknown[]; total_count?: number };
    let sent = 0;
    const failures: { providerId: string; error: unknown }[] = [];
    for (const { token, integration, overrides } of targets) {
      try {
        const result: SendResult = await integration.provider.send(
          integration.credentials,
          {
            target: [token],
            title,
            content,
            payload: job.payload,
            overrides,
            subscriber: job.data.subscriber as Record<string, unknown>,
            step: {
              digest: digest.digest ?? false,
              events: digest.events ?? [],
              total_count: digest.total_count ?? 0,
            },
          },
          deps.runtime(),
        );
        await job.log({ detail: 'MESSAGE_SENT', raw: { providerId: integration.provider.id, ...result } });
        sent += 1;
      } catch (error) {
        failures.push({ providerId: integration.provider.id, error });
      }
    }
    // No device got it and a webhook may answer later: the whole step goes again on the job clock.
    const retry =
      sent === 0 &&
      failures.some(({ error }) => retryableDelivery(error)) &&
      (await retryDelivery(
        deps,
        job,
        failures.map(({ error }) => reasonOf(error)),
        () => deleteMessage(deps.db, messageId),
      ));
    if (retry) return retry;
    for (const { providerId, error } of failures) {
      await job.log({
        detail: 'PROVIDER_ERROR',
        code: 'PUSH_ERROR',
        raw: { providerId, reason: reasonOf(error) },
      });
    }
    if (sent === 0) {
      await job.log({ detail: 'NOTIFICATION_ERROR' });
      return { status: 'failed', error: 'Sending the push notification failed for every device' };
    }
    return { status: 'completed' };
  },
});
