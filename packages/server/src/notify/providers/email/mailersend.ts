import { defineProvider } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, expectOk, str } from '../http.js';

// https://developers.mailersend.com/api/v1/email.html#send-an-email
export const mailersend = defineProvider({
  id: 'mailersend',
  displayName: 'MailerSend',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://developers.mailersend.com/api/v1/email.html',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.mailersend.com/v1/email', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        from: {
          email: request.from ?? str(credentials.from),
          name: request.senderName ?? str(credentials.senderName),
        },
        to: request.to.map((email) => ({ email })),
        subject: request.subject,
        html: request.html,
        text: request.text,
        ...(request.replyTo && { reply_to: { email: request.replyTo } }),
      },
    });
    expectOk(reply, 'MailerSend', (body) => (body as { message?: string }).message);
    return { id: reply.headers.get('x-message-id'), date: runtime.now().toISOString() };
  },
});
