import { defineProvider } from '../types.js';
import { apiKey, smsFrom } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://developers.brevo.com/reference/sendtransacsms
export const brevoSms = defineProvider({
  id: 'brevo-sms',
  displayName: 'Brevo',
  channel: 'sms',
  credentials: [apiKey, smsFrom],
  docReference: 'https://developers.brevo.com/reference/sendtransacsms',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.brevo.com/v3/transactionalSMS/sms', {
      headers: { 'api-key': str(credentials.apiKey) },
      body: {
        sender: request.from ?? str(credentials.from),
        recipient: request.to,
        content: request.content,
      },
    });
    expectOk(reply, 'Brevo', (body) => (body as { message?: string }).message);
    return { id: idOf((reply.json as { messageId?: number }).messageId), date: runtime.now().toISOString() };
  },
});
