import { defineProvider } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// Netcore Email API v5.1: https://emaildocs.netcorecloud.com/reference/send-mail
export const netcore = defineProvider({
  id: 'netcore',
  displayName: 'Netcore',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://emaildocs.netcorecloud.com/reference/send-mail',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://emailapi.netcorecloud.net/v5.1/mail/send', {
      headers: { api_key: str(credentials.apiKey) },
      body: {
        from: {
          email: request.from ?? str(credentials.from),
          name: request.senderName ?? str(credentials.senderName),
        },
        subject: request.subject,
        content: [{ type: 'html', value: request.html }],
        personalizations: [{ to: request.to.map((email) => ({ email })) }],
        ...(request.replyTo && { reply_to: request.replyTo }),
      },
    });
    expectOk(reply, 'Netcore', (body) => pick(body, 'error.0.message') ?? pick(body, 'message'));
    return { id: idOf(pick(reply.json, 'data.message_id')), date: runtime.now().toISOString() };
  },
});
