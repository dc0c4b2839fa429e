// Webhook delivery for Herald's webhook providers and filters: the body signed with HMAC-SHA256, sent with the
// Standard Webhooks headers too, and retried with exponential backoff and jitter when the target fails.
import { createHmac, randomUUID } from 'node:crypto';
import { call, expectOk, type HttpReply } from './http.js';
import { signBody } from './signing.js';
import { ProviderError, type ProviderRuntime } from './types.js';

export const WEBHOOK_ATTEMPTS = 3;
export const WEBHOOK_BASE_DELAY_MS = 1000;

/** The wait before retry `attempt` (1-based): full jitter over base·2^attempt. */
export function webhookBackoff(runtime: ProviderRuntime, attempt: number): number {
  return Math.round(runtime.random() * WEBHOOK_BASE_DELAY_MS * 2 ** attempt);
}

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

/** POSTs a signed JSON body; retries network failures, 429 and 5xx; answers the first 2xx reply. */
export async function postSignedWebhook(
  runtime: ProviderRuntime,
  url: string,
  secret: string,
  payload: unknown,
  vendor = 'Webhook',
): Promise<HttpReply> {
  await runtime.checkUrl(url);
  const body = JSON.stringify(payload);
  let lastError: unknown;
  for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt += 1) {
    try {
      const reply = await call(runtime, url, { headers: signedHeaders(secret, body, runtime.now()), body });
      return expectOk(reply, vendor);
    } catch (error) {
      lastError = error;
      const retryable = !(error instanceof ProviderError) || error.details.retryable;
      if (!retryable || attempt === WEBHOOK_ATTEMPTS) break;
      await runtime.sleep(webhookBackoff(runtime, attempt));
    }
  }
  throw lastError;
}
