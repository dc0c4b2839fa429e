import { defineProvider } from '../types.js';
import { apiKey, emailSender, optional } from '../fields.js';
import { call, expectOk, str } from '../http.js';

// https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send
export const sendgrid = defineProvider({
  id: 'sendgrid',
  displayName: 'SendGrid',
  channel: 'email',
  credentials: [apiKey, optional('ipPoolName', 'IP Pool Name'), ...emailSender],
  docReference: 'https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.sendgrid.com/v3/mail/send', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        personalizations: [{ to: request.to.map((email) => ({ email })) }],
        from: {
          email: request.from ?? str(credentials.from),
          name: request.senderName ?? str(credentials.senderName),
        },
        ...(request.replyTo && { reply_to: { email: request.replyTo } }),
        subject: request.subject,
        content: [
          { type: 'text/plain', value: request.text },
          { type: 'text/html', value: request.html },
        ],
        ...(credentials.ipPoolName ? { ip_pool_name: str(credentials.ipPoolName) } : {}),
        custom_args: { heraldMessageId: request.id },
      },
    });
    expectOk(reply, 'SendGrid', (body) => (body as { errors?: { message?: string }[] }).errors?.[0]?.message);
    return { id: reply.headers.get('x-message-id') ?? request.id, date: runtime.now().toISOString() };
  },
});
