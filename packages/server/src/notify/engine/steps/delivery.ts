// What the delivering steps share: the message row a step keeps, the check that a re-run never sends twice, the
// overrides for a channel, and how a selected integration is logged.
import type { NotifyContext } from '../../context.js';
import { insertMessage, messageOfJob } from '../../repo/messages.js';
import type { ActiveIntegration } from '../integrations.js';
import type { JobContext } from '../job.js';

export type MessageDeps = Pick<NotifyContext, 'db' | 'now' | 'newId'>;

export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** Stores the message a delivering step sends; answers its id. */
export async function storeMessage(
  deps: MessageDeps,
  job: JobContext,
  channel: 'sms' | 'chat' | 'push' | 'email',
  content: string,
  subject: string | null = null,
): Promise<string> {
  const id = deps.newId();
  await insertMessage(deps.db, {
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
    created_at: deps.now().toISOString(),
    transaction_id: job.job.transaction_id,
    notification_id: job.job.notification_id,
    job_id: job.job.id,
    feed_id: null,
    workflow_id: job.workflow.id,
    payload: JSON.stringify(job.payload),
    subject,
  });
  return id;
}

/**
 * Whether the job already stored its message (a re-run after a crash must not send twice). A job never claimed
 * before (its attempts are counted at each claim) cannot have stored one: nothing to read.
 */
export async function alreadySent(deps: Pick<NotifyContext, 'db'>, job: JobContext): Promise<boolean> {
  if (job.job.attempts === 0) return false;
  const existing = await messageOfJob(deps.db, job.job.id);
  return existing !== undefined;
}

/** What INTEGRATION_INSTANCE_SELECTED records of the integration a step sends through. */
export const selected = (integration: ActiveIntegration) => ({
  providerId: integration.provider.id,
  identifier: integration.identifier,
  name: integration.name,
});

/** The overrides for a channel, with the provider's own overrides on top. */
export function overridesFor(job: JobContext, channel: string, providerId: string): Record<string, unknown> {
  const pick = (key: string) => {
    const value = job.overrides[key];
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  };
  return { ...pick(channel), ...pick(providerId) };
}
