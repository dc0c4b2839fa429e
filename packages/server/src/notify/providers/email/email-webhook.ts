import { defineProvider } from '../types.js';
import { emailSender, field } from '../fields.js';
import { str } from '../http.js';
import { postSignedWebhook } from '../webhook.js';

// Herald's own webhook: the email as JSON, signed with HMAC-SHA256, retried with backoff.
export const emailWebhook = defineProvider({
  id: 'email-webhook',
  displayName: 'Email Webhook',
  channel: 'email',
  credentials: [field('webhookUrl', 'Webhook URL'), field('secretKey', 'Secret Hmac Key'), ...emailSender],
  docReference: 'https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md',
  async send(credentials, request, runtime) {
    // The environment id is Herald's own; the webhook gets the email fields only.
    const { environmentId: _environmentId, ...mail } = request;
    await postSignedWebhook(
      runtime,
      str(credentials.webhookUrl),
      str(credentials.secretKey),
      {
        ...mail,
        from: request.from ?? str(credentials.from),
        senderName: request.senderName ?? str(credentials.senderName),
      },
      'Email webhook',
    );
    // The message keeps Herald's own id: nothing the webhook answered goes back to the caller.
    return { id: request.id, date: runtime.now().toISOString() };
  },
});
