import { defineProvider } from '../types.js';
import { field } from '../fields.js';
import { idOf, pick, str } from '../http.js';
import { postSignedWebhook } from '../webhook.js';

// Herald's push webhook: the notification as signed JSON to the integration's URL, retried with backoff.
export const pushWebhook = defineProvider({
  id: 'push-webhook',
  displayName: 'Push Webhook',
  channel: 'push',
  credentials: [field('webhookUrl', 'Webhook URL'), field('secretKey', 'Secret Hmac Key')],
  docReference: 'https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md',
  async send(credentials, request, runtime) {
    const reply = await postSignedWebhook(
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
    return {
      id: idOf(pick(reply.json, 'data.id') ?? pick(reply.json, 'id')),
      date: runtime.now().toISOString(),
    };
  },
});
