// The sms, chat and push steps, and email through an integration: each finds what it delivers with (an active
// integration; the subscriber's phone, chat webhook or device tokens), writes the SPEC §8 code when something is
// missing, keeps a message row, and logs the provider's answer or error.
import type { ChatStep, PushStep, SmsStep } from '@herald/protocol';
import type { AppContext } from '../context.js';
import { openChannelCredentials } from '../management/integrations-subscriber-channels.routes.js';
import { runtimeFor } from '../providers/context.js';
import type { SendResult } from '../providers/types.js';
import { newObjectId } from '../security/crypto.js';
import { activeIntegrations, primaryIntegration, type ActiveIntegration } from './integrations.js';
import { render } from './templates.js';
import { retryableDelivery, retryDelivery } from './retry.js';
import type { JobContext, StepOutcome } from './worker.js';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function storeMessage(
  ctx: AppContext,
  job: JobContext,
  channel: 'sms' | 'chat' | 'push' | 'email',
  content: string,
  subject: string | null = null,
): Promise<string> {
  const id = newObjectId();
  await ctx.db
    .insertInto('messages')
    .values({
      id,
      environment_id: job.job.environment_id,
      subscriber_id: job.subscriber.id,
      channel,
      template_identifier: job.workflow.trigger_identifier,
      content,
      cta: null,
      actor: null,
      seen: 0,
      read: 0,
      last_seen_at: null,
      last_read_at: null,
      created_at: ctx.now().toISOString(),
      transaction_id: job.job.transaction_id,
      notification_id: job.job.notification_id,
      job_id: job.job.id,
      feed_id: null,
      workflow_id: job.workflow.id,
      payload: JSON.stringify(job.payload),
      subject,
    })
    .execute();
  return id;
}

/** Whether the job already stored its message (a re-run after a crash must not send twice). */
async function alreadySent(ctx: AppContext, job: JobContext): Promise<boolean> {
  const existing = await ctx.db
    .selectFrom('messages')
    .select('id')
    .where('job_id', '=', job.job.id)
    .executeTakeFirst();
  return existing !== undefined;
}

const selected = (integration: ActiveIntegration) => ({
  providerId: integration.provider.id,
  identifier: integration.identifier,
  name: integration.name,
});

/** The overrides for a channel, with the provider's own overrides on top. */
function overridesFor(job: JobContext, channel: string, providerId: string): Record<string, unknown> {
  const pick = (key: string) => {
    const value = job.overrides[key];
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  };
  return { ...pick(channel), ...pick(providerId) };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export async function runSms(ctx: AppContext, job: JobContext, step: SmsStep): Promise<StepOutcome> {
  const integration = await primaryIntegration(ctx, job.job.environment_id, 'sms');
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
  if (await alreadySent(ctx, job)) return { status: 'completed' };
  const content = text(overrides.content) ?? render(step.content, job.data);
  const messageId = await storeMessage(ctx, job, 'sms', content);
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
      runtimeFor(ctx),
    );
    await job.log({ detail: 'MESSAGE_SENT', raw: result });
    return { status: 'completed' };
  } catch (error) {
    await job.log({ detail: 'PROVIDER_ERROR', code: 'SMS_ERROR', raw: { reason: reasonOf(error) } });
    return { status: 'failed', error: reasonOf(error) };
  }
}

interface SubscriberChannelRow {
  providerId: string;
  integrationIdentifier: string;
  credentials: ReturnType<typeof openChannelCredentials>;
}

async function subscriberChannels(ctx: AppContext, job: JobContext): Promise<SubscriberChannelRow[]> {
  const rows = await ctx.db
    .selectFrom('subscriber_channels')
    .selectAll()
    .where('subscriber_id', '=', job.subscriber.id)
    .orderBy('provider_id')
    .execute();
  return rows.map((row) => ({
    providerId: row.provider_id,
    integrationIdentifier: row.integration_identifier,
    credentials: openChannelCredentials(ctx.sealingKey, row.credentials),
  }));
}

/** The subscriber's channels of `channel` that have an active integration to send through. */
async function deliverable(ctx: AppContext, job: JobContext, channel: 'chat' | 'push') {
  const integrations = await activeIntegrations(ctx, job.job.environment_id, channel);
  const channels = (await subscriberChannels(ctx, job)).flatMap((entry) => {
    const integration = integrations.find(
      (candidate) =>
        candidate.provider.id === entry.providerId &&
        (!entry.integrationIdentifier || candidate.identifier === entry.integrationIdentifier),
    );
    return integration ? [{ entry, integration }] : [];
  });
  return { integrations, channels };
}

export async function runChat(ctx: AppContext, job: JobContext, step: ChatStep): Promise<StepOutcome> {
  const { integrations, channels } = await deliverable(ctx, job, 'chat');
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
  if (await alreadySent(ctx, job)) return { status: 'completed' };
  const content = render(step.content, job.data);
  await storeMessage(ctx, job, 'chat', content);
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
        runtimeFor(ctx),
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
}

export async function runPush(ctx: AppContext, job: JobContext, step: PushStep): Promise<StepOutcome> {
  const { integrations, channels } = await deliverable(ctx, job, 'push');
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
  if (await alreadySent(ctx, job)) return { status: 'completed' };
  const title = render(step.title, job.data);
  const content = render(step.content, job.data);
  const messageId = await storeMessage(ctx, job, 'push', content, title);
  await job.log({ detail: 'MESSAGE_CREATED' });
  const step_ = (job.data.step ?? {}) as { digest?: boolean; events?: unknown[]; total_count?: number };
  let sent = 0;
  const failures: { providerId: string; error: unknown }[] = [];
  // One call per device token, so one bad token never stops the others.
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
            digest: step_.digest ?? false,
            events: step_.events ?? [],
            total_count: step_.total_count ?? 0,
          },
        },
        runtimeFor(ctx),
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
      ctx,
      job,
      failures.map(({ error }) => reasonOf(error)),
      () => ctx.db.deleteFrom('messages').where('id', '=', messageId).execute(),
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
}

/** The environment's primary email integration (logged as selected), or undefined to use the server's mailer. */
export async function emailIntegration(
  ctx: AppContext,
  job: JobContext,
): Promise<ActiveIntegration | undefined> {
  const integration = await primaryIntegration(ctx, job.job.environment_id, 'email');
  if (integration) await job.log({ detail: 'INTEGRATION_INSTANCE_SELECTED', raw: selected(integration) });
  return integration;
}

/** Sends an email through an email integration. */
export async function sendEmailThroughIntegration(
  ctx: AppContext,
  job: JobContext,
  integration: ActiveIntegration,
  mail: { messageId: string; to: string; subject: string; html: string; text: string },
): Promise<SendResult> {
  const overrides = overridesFor(job, 'email', integration.provider.id);
  const extra = Array.isArray(overrides.to)
    ? overrides.to.filter((to): to is string => typeof to === 'string')
    : [];
  return integration.provider.send(
    integration.credentials,
    {
      to: [...new Set([mail.to, ...extra])],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      id: mail.messageId,
      environmentId: job.job.environment_id,
      ...(text(overrides.from) && { from: text(overrides.from) }),
      ...(text(overrides.senderName) && { senderName: text(overrides.senderName) }),
      ...(text(overrides.replyTo) && { replyTo: text(overrides.replyTo) }),
      notificationDetails: {
        transactionId: job.job.transaction_id,
        workflowIdentifier: job.workflow.trigger_identifier,
        subscriberId: job.subscriber.subscriber_id,
      },
    },
    runtimeFor(ctx),
  );
}
