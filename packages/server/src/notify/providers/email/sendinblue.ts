import { defineProvider } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// Brevo (formerly Sendinblue) transactional email: https://developers.brevo.com/reference/sendtransacemail
export const sendinblue = defineProvider({
  id: 'sendinblue',
  displayName: 'Sendinblue',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://developers.brevo.com/reference/sendtransacemail',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.brevo.com/v3/smtp/email', {
      headers: { 'api-key': str(credentials.apiKey) },
      body: {
        sender: {
          email: request.from ?? str(credentials.from),
          name: request.senderName ?? str(credentials.senderName),
        },
        to: request.to.map((email) => ({ email })),
        subject: request.subject,
        htmlContent: request.html,
        textContent: request.text,
        ...(request.replyTo && { replyTo: { email: request.replyTo } }),
      },
    });
    expectOk(reply, 'Brevo', (body) => (body as { message?: string }).message);
    return { id: idOf((reply.json as { messageId?: string }).messageId), date: runtime.now().toISOString() };
  },
});
