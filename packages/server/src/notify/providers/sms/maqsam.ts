import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { basic, call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// https://docs.maqsam.com/ (SMS API v2)
export const maqsam = defineProvider({
  id: 'maqsam',
  displayName: 'Maqsam',
  channel: 'sms',
  credentials: [field('apiKey', 'Access Key ID'), field('secretKey', 'Access Secret'), smsFrom],
  docReference: 'https://docs.maqsam.com/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.maqsam.com/v2/sms', {
      headers: { authorization: basic(str(credentials.apiKey), str(credentials.secretKey)) },
      body: { to: request.to, message: request.content, sender: request.from ?? str(credentials.from) },
    });
    expectOk(reply, 'Maqsam', (body) => pick(body, 'message'));
    return {
      id: idOf(pick(reply.json, 'message.identifier')),
      date: dateOf(runtime, pick(reply.json, 'message.timestamp')),
    };
  },
});
