import { defineProvider } from '../types.js';
import { apiKey, smsFrom } from '../fields.js';
import { call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// https://sendchamp.readme.io/reference/send-sms-api
export const sendchamp = defineProvider({
  id: 'sendchamp',
  displayName: 'Sendchamp',
  channel: 'sms',
  credentials: [apiKey, smsFrom],
  docReference: 'https://sendchamp.readme.io/reference/send-sms-api',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.sendchamp.com/v1/sms/send', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        sender_name: request.from ?? str(credentials.from),
        to: request.to,
        message: request.content,
        route: 'international',
      },
    });
    expectOk(reply, 'Sendchamp', (body) => (body as { message?: string }).message);
    // The platform declared the id as a type, so it was always undefined; Herald reads it.
    return {
      id: idOf(pick(reply.json, 'data.business_id')),
      date: dateOf(runtime, pick(reply.json, 'data.created_at')),
    };
  },
});
