import { defineProvider } from '../types.js';
import { apiKey, field, smsFrom } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// https://developers.africastalking.com/docs/sms/sending/bulk
export const africasTalking = defineProvider({
  id: 'africas-talking',
  displayName: "Africa's Talking",
  channel: 'sms',
  credentials: [apiKey, field('user', 'Username'), smsFrom],
  docReference: 'https://developers.africastalking.com/docs/sms/sending/bulk',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.africastalking.com/version1/messaging', {
      headers: { apikey: str(credentials.apiKey) },
      body: new URLSearchParams({
        username: str(credentials.user),
        to: request.to,
        message: request.content,
        from: request.from ?? str(credentials.from),
      }),
    });
    expectOk(reply, "Africa's Talking");
    // The platform declared the id as a type, so it was always undefined; Herald reads it.
    return {
      id: idOf(pick(reply.json, 'SMSMessageData.Recipients.0.messageId')),
      date: runtime.now().toISOString(),
    };
  },
});
