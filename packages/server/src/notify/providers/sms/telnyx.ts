import { defineProvider } from '../types.js';
import { apiKey, field, smsFrom } from '../fields.js';
import { call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// https://developers.telnyx.com/api/messaging/send-message
export const telnyx = defineProvider({
  id: 'telnyx',
  displayName: 'Telnyx',
  channel: 'sms',
  credentials: [apiKey, field('messageProfileId', 'Message profile ID'), smsFrom],
  docReference: 'https://developers.telnyx.com/api/messaging/send-message',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.telnyx.com/v2/messages', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        from: request.from ?? str(credentials.from),
        to: request.to,
        text: request.content,
        messaging_profile_id: str(credentials.messageProfileId),
      },
    });
    expectOk(reply, 'Telnyx', (body) => pick(body, 'errors.0.detail'));
    return {
      id: idOf(pick(reply.json, 'data.id')),
      date: dateOf(runtime, pick(reply.json, 'data.received_at')),
    };
  },
});
