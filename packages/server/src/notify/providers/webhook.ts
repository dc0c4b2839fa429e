// Webhook delivery for Herald's webhook providers and filters: the body signed with HMAC-SHA256, sent with the
// Standard Webhooks headers too. One call makes one attempt; the engine retries a failure worth retrying on the
// job clock (the job goes back in the queue with a jittered backoff), never by waiting inside the worker.
import { createHmac, randomUUID } from 'node:crypto';
import { call, expectOk, type HttpReply } from './http.js';
import { signBody } from './signing.js';
import { ProviderError, type ProviderRuntime } from './types.js';

/** Attempts of a webhook delivery or webhook filter before the step fails. */
export const WEBHOOK_ATTEMPTS = 3;
export const WEBHOOK_BASE_DELAY_MS = 1000;

/** The wait after failed attempt `attempt` (1-based): full jitter over base·2^attempt. */
export function webhookBackoff(random: () => number, attempt: number): number {
  return Math.round(random() * WEBHOOK_BASE_DELAY_MS * 2 ** attempt);
}

/** A failed webhook delivery; `details.retryable` says whether another attempt could succeed. */
export class WebhookDeliveryError extends ProviderError {}

export function signedHeaders(secret: string, body: string, now: Date): Record<string, string> {
  const id = `msg_${randomUUID()}`;
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const standard = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'x-herald-signature': signBody(secret, body),
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${standard}`,
  };
}

/**
 * POSTs a signed JSON body once and answers a 2xx reply; anything else throws a WebhookDeliveryError that names
 * the status, never what the webhook wrote: its address is the caller's choice, and its answer is not theirs to read.
 */
export async function postSignedWebhook(
  runtime: ProviderRuntime,
  url: string,
  secret: string,
  payload: unknown,
  vendor = 'Webhook',
): Promise<HttpReply> {
  try {
    await runtime.checkUrl(url);
    const body = JSON.stringify(payload);
    const reply = await call(runtime, url, { headers: signedHeaders(secret, body, runtime.now()), body });
    return expectOk(reply, vendor, 'unquoted');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new WebhookDeliveryError(error.message, error.details);
  }
}
