// Retries on the job clock: a step whose webhook (a webhook filter or a webhook provider) failed in a way another
// attempt could fix goes back in the queue with a jittered backoff instead of waiting inside the worker. The
// job's claim count is its attempt number; the last attempt fails the step.
import type { ProviderRuntime } from '../providers/types.js';
import { WEBHOOK_ATTEMPTS, WebhookDeliveryError, webhookBackoff } from '../providers/webhook.js';
import type { JobContext } from './job.js';

/** The job clock and the provider runtime whose jitter spreads the attempts. */
export interface RetryDeps {
  now: () => Date;
  runtime: () => ProviderRuntime;
}

/** This run's attempt of the job's step (1 on the first run). */
export const attemptOf = (job: JobContext) => job.job.attempts + 1;

/** When to try the step again after a failed attempt, or undefined when that was the last attempt. */
export function nextAttemptAt(deps: RetryDeps, job: JobContext): Date | undefined {
  const attempt = attemptOf(job);
  if (attempt >= WEBHOOK_ATTEMPTS) return undefined;
  return new Date(deps.now().getTime() + webhookBackoff(deps.runtime().random, attempt));
}

/** Whether a provider failure is a webhook delivery another attempt could fix. */
export const retryableDelivery = (error: unknown) =>
  error instanceof WebhookDeliveryError && error.details.retryable;

/**
 * The retry of a step whose webhook delivery failed, logged as a pending provider error with the attempt and
 * the time of the next one; undefined when the failure is not worth retrying or this was the last attempt.
 * `withdraw` removes what the attempt stored, so that the next attempt starts afresh.
 */
export async function retryDelivery(
  deps: RetryDeps,
  job: JobContext,
  reasons: string[],
  withdraw: () => Promise<unknown>,
): Promise<{ status: 'retry'; until: Date } | undefined> {
  const until = nextAttemptAt(deps, job);
  if (!until) return undefined;
  await withdraw();
  for (const reason of reasons) {
    await job.log({
      detail: 'PROVIDER_ERROR',
      status: 'Pending',
      source: 'Webhook',
      raw: { reason, attempt: attemptOf(job), nextAttemptAt: until.toISOString() },
    });
  }
  return { status: 'retry', until };
}
