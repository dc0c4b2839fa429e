// The SMS step: the environment's primary SMS integration sends the rendered text to the override's number, the
// payload's `phone` or the subscriber's phone.
import type { SmsStep } from '@herald/protocol';
import type { ProviderRuntime } from '../../providers/types.js';
import { primaryIntegration, type IntegrationDeps } from '../integrations.js';
import type { StepHandler } from '../job.js';
import { renderLimited } from '../render-limits.js';
import {
  alreadySent,
  overridesFor,
  reasonOf,
  selected,
  storeMessage,
  text,
  type MessageDeps,
} from './delivery.js';

export type SmsDeps = IntegrationDeps & MessageDeps & { runtime: () => ProviderRuntime };

export const smsStep = (deps: SmsDeps): StepHandler<SmsStep> => ({
  channel: 'sms',
  async run(job, step) {
    const integration = await primaryIntegration(deps, job.job.environment_id, 'sms');
    if (!integration) {
      await job.log({
        detail: 'SUBSCRIBER_NO_ACTIVE_INTEGRATION',
        code: 'MISSING_SMS_INTEGRATION',
        raw: { channel: 'sms' },
      });
      return { status: 'failed', error: 'The environment has no active SMS integration' };
    }
    await job.log({ detail: 'INTEGRATION_INSTANCE_SELECTED', raw: selected(integration) });
    const overrides = overridesFor(job, 'sms', integration.provider.id);
    const to = text(overrides.to) ?? text(job.payload.phone) ?? text(job.subscriber.phone);
    if (!to) {
      await job.log({ detail: 'SUBSCRIBER_NO_CHANNEL_DETAILS', code: 'SUBSCRIBER_MISSING_PHONE' });
      return { status: 'failed', error: 'Subscriber has no phone number' };
    }
    if (await alreadySent(deps, job)) return { status: 'completed' };
    const content =
      text(overrides.content) ?? (await renderLimited('sms', { content: step.content }, job.data)).content;
    const messageId = await storeMessage(deps, job, 'sms', content);
    await job.log({ detail: 'MESSAGE_CREATED' });
    try {
      const result = await integration.provider.send(
        integration.credentials,
        {
          to,
          content,
          id: messageId,
          environmentId: job.job.environment_id,
          ...(text(overrides.from) && { from: text(overrides.from) }),
          customData: (overrides.customData as Record<string, unknown> | undefined) ?? {},
        },
        deps.runtime(),
      );
      await job.log({ detail: 'MESSAGE_SENT', raw: result });
      return { status: 'completed' };
    } catch (error) {
      await job.log({ detail: 'PROVIDER_ERROR', code: 'SMS_ERROR', raw: { reason: reasonOf(error) } });
      return { status: 'failed', error: reasonOf(error) };
    }
  },
});
