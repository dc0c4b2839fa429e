import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://simpletexting.com/api/docs/v2/ (POST /api/messages)
export const simpletexting = defineProvider({
  id: 'simpletexting',
  displayName: 'SimpleTexting',
  channel: 'sms',
  credentials: [field('apiKey', 'API Key', { type: 'secret' }), smsFrom],
  docReference: 'https://simpletexting.com/api/docs/v2/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api-app2.simpletexting.com/v2/api/messages', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        contactPhone: request.to,
        accountPhone: request.from ?? str(credentials.from),
        mode: 'SINGLE_SMS_STRICTLY',
        text: request.content,
      },
    });
    expectOk(reply, 'SimpleTexting', (body) => (body as { message?: string }).message);
    return { id: idOf((reply.json as { id?: string }).id), date: runtime.now().toISOString() };
  },
});
