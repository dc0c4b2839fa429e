import { defineProvider } from '../types.js';
import { apiKey, field } from '../fields.js';
import { basic, call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// https://developer.transmitsms.com/#send-sms
export const burstSms = defineProvider({
  id: 'burst-sms',
  displayName: 'BurstSMS',
  channel: 'sms',
  credentials: [apiKey, field('secretKey', 'API Secret')],
  docReference: 'https://developer.transmitsms.com/',
  async send(credentials, request, runtime) {
    const form = new URLSearchParams({ message: request.content, to: request.to });
    if (request.from) form.set('from', request.from);
    const reply = await call(runtime, 'https://api.transmitsms.com/send-sms.json', {
      headers: { authorization: basic(str(credentials.apiKey), str(credentials.secretKey)) },
      body: form,
    });
    expectOk(reply, 'BurstSMS', (body) => pick(body, 'error.description'));
    return {
      id: idOf(pick(reply.json, 'message_id')),
      date: dateOf(runtime, pick(reply.json, 'send_at')),
    };
  },
});
