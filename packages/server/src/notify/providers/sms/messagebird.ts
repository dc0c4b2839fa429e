import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// https://developers.messagebird.com/api/sms-messaging/#send-outbound-sms
export const messagebird = defineProvider({
  id: 'messagebird',
  displayName: 'MessageBird',
  channel: 'sms',
  credentials: [field('accessKey', 'Access key'), smsFrom],
  docReference: 'https://developers.messagebird.com/api/sms-messaging/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://rest.messagebird.com/messages', {
      headers: { authorization: `AccessKey ${str(credentials.accessKey)}` },
      body: {
        originator: request.from ?? str(credentials.from),
        recipients: [request.to],
        body: request.content,
      },
    });
    expectOk(reply, 'MessageBird', (body) => pick(body, 'errors.0.description'));
    const body = reply.json as { id?: string; createdDatetime?: string };
    return { id: idOf(body.id), date: dateOf(runtime, body.createdDatetime) };
  },
});
