import { defineProvider } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// https://api-docs.mailtrap.io/docs/mailtrap-api-docs/67f1d70aeb62c-send-email-including-templates
export const mailtrap = defineProvider({
  id: 'mailtrap',
  displayName: 'Mailtrap',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://api-docs.mailtrap.io/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://send.api.mailtrap.io/api/send', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        from: {
          email: request.from ?? str(credentials.from),
          name: request.senderName ?? str(credentials.senderName),
        },
        to: request.to.map((email) => ({ email })),
        subject: request.subject,
        text: request.text,
        html: request.html,
      },
    });
    expectOk(reply, 'Mailtrap', (body) => pick(body, 'errors.0'));
    return { id: idOf(pick(reply.json, 'message_ids.0')), date: runtime.now().toISOString() };
  },
});
