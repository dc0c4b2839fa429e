import { defineProvider } from '../types.js';
import { apiKey, field, smsFrom } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// https://www.infobip.com/docs/api/channels/sms/sms-messaging/outbound-sms/send-sms-message
export const infobipSms = defineProvider({
  id: 'infobip-sms',
  displayName: 'Infobip',
  channel: 'sms',
  credentials: [apiKey, field('baseUrl', 'Base URL'), smsFrom],
  docReference: 'https://www.infobip.com/docs/api/channels/sms',
  async send(credentials, request, runtime) {
    const base = str(credentials.baseUrl).replace(/\/$/, '');
    const url = `${/^https?:\/\//.test(base) ? base : `https://${base}`}/sms/2/text/advanced`;
    await runtime.checkUrl(url);
    const reply = await call(runtime, url, {
      headers: { authorization: `App ${str(credentials.apiKey)}` },
      body: {
        messages: [
          {
            from: request.from ?? str(credentials.from),
            destinations: [{ to: request.to }],
            text: request.content,
          },
        ],
      },
    });
    expectOk(reply, 'Infobip', (body) => pick(body, 'requestError.serviceException.text'));
    return { id: idOf(pick(reply.json, 'messages.0.messageId')), date: runtime.now().toISOString() };
  },
});
