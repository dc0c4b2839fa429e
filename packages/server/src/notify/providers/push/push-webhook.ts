import { defineProvider } from '../types.js';
import { field } from '../fields.js';
import { str } from '../http.js';
import { postSignedWebhook } from '../webhook.js';

// Herald's push webhook: the notification as signed JSON to the integration's URL, retried with backoff.
export const pushWebhook = defineProvider({
  id: 'push-webhook',
  displayName: 'Push Webhook',
  channel: 'push',
  credentials: [field('webhookUrl', 'Webhook URL'), field('secretKey', 'Secret Hmac Key')],
  docReference: 'https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md',
  async send(credentials, request, runtime) {
    await postSignedWebhook(
      runtime,
      str(credentials.webhookUrl),
      str(credentials.secretKey),
      {
        target: request.target,
        title: request.title,
        content: request.content,
        overrides: request.overrides ?? {},
        payload: { ...request.payload, subscriber: request.subscriber, step: request.step },
      },
      'Push webhook',
    );
    // No id from the webhook's answer: nothing it answered goes back to the caller.
    return { id: null, date: runtime.now().toISOString() };
  },
});
