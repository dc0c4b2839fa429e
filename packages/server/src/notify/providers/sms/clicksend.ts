import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { basic, call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// https://developers.clicksend.com/docs/rest/v3/#send-sms
export const clicksend = defineProvider({
  id: 'clicksend',
  displayName: 'Clicksend',
  channel: 'sms',
  credentials: [
    field('user', 'Username', { type: 'string' }),
    field('apiKey', 'API Key', { type: 'secret' }),
    smsFrom,
  ],
  docReference: 'https://developers.clicksend.com/docs/rest/v3/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://rest.clicksend.com/v3/sms/send', {
      headers: { authorization: basic(str(credentials.user), str(credentials.apiKey)) },
      // The sender is sent (the platform left it out).
      body: {
        messages: [{ to: request.to, body: request.content, from: request.from ?? str(credentials.from) }],
      },
    });
    expectOk(reply, 'ClickSend', (body) => pick(body, 'response_msg'));
    return {
      id: idOf(pick(reply.json, 'data.messages.0.message_id')),
      date: dateOf(runtime, pick(reply.json, 'data.messages.0.date')),
    };
  },
});
