import { defineProvider, ProviderError } from '../types.js';
import { apiKey, emailSender, field } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// Braze: the recipients' external ids by email, then one send to them.
// https://www.braze.com/docs/api/endpoints/export/user_data/post_users_identifier/
// https://www.braze.com/docs/api/endpoints/messaging/send_messages/post_send_messages/
export const braze = defineProvider({
  id: 'braze',
  displayName: 'Braze',
  channel: 'email',
  credentials: [apiKey, field('apiURL', 'Base URL'), field('appID', 'App ID'), ...emailSender],
  docReference: 'https://www.braze.com/docs/api/endpoints/messaging/send_messages/post_send_messages/',
  async send(credentials, request, runtime) {
    const base = str(credentials.apiURL).replace(/\/$/, '');
    await runtime.checkUrl(base);
    const headers = { authorization: `Bearer ${str(credentials.apiKey)}` };
    const externalIds: string[] = [];
    for (const email of request.to) {
      const found = await call(runtime, `${base}/users/export/ids`, {
        headers,
        body: { email_address: email, fields_to_export: ['external_id'] },
      });
      expectOk(found, 'Braze', (body) => pick(body, 'message'));
      const id = pick(found.json, 'users.0.external_id');
      if (typeof id === 'string') externalIds.push(id);
    }
    if (externalIds.length === 0) {
      throw new ProviderError('Braze knows no user with these email addresses', { retryable: false });
    }
    const sender = request.from ?? str(credentials.from);
    const name = request.senderName ?? str(credentials.senderName);
    const reply = await call(runtime, `${base}/messages/send`, {
      headers,
      body: {
        broadcast: false,
        external_user_ids: externalIds,
        messages: {
          email: {
            app_id: str(credentials.appID),
            subject: request.subject,
            from: name ? `${name} <${sender}>` : sender,
            body: request.html,
            plaintext_body: request.text,
            ...(request.replyTo && { reply_to: request.replyTo }),
            should_inline_css: true,
          },
        },
      },
    });
    expectOk(reply, 'Braze', (body) => pick(body, 'message'));
    return { id: idOf(pick(reply.json, 'dispatch_id')), date: runtime.now().toISOString() };
  },
});
