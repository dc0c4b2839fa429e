import { defineProvider } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://resend.com/docs/api-reference/emails/send-email
export const resend = defineProvider({
  id: 'resend',
  displayName: 'Resend',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://resend.com/docs/api-reference/emails/send-email',
  async send(credentials, request, runtime) {
    const sender = request.from ?? str(credentials.from);
    const name = request.senderName ?? str(credentials.senderName);
    const reply = await call(runtime, 'https://api.resend.com/emails', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        from: name ? `${name} <${sender}>` : sender,
        to: request.to,
        subject: request.subject,
        html: request.html,
        text: request.text,
        ...(request.replyTo && { reply_to: request.replyTo }),
      },
    });
    expectOk(reply, 'Resend', (body) => (body as { message?: string }).message);
    return { id: idOf((reply.json as { id?: string }).id), date: runtime.now().toISOString() };
  },
});
