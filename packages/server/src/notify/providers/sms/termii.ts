import { defineProvider } from '../types.js';
import { apiKey, smsFrom } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://developers.termii.com/messaging-api
export const termii = defineProvider({
  id: 'termii',
  displayName: 'Termii',
  channel: 'sms',
  credentials: [apiKey, smsFrom],
  docReference: 'https://developers.termii.com/messaging-api',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.ng.termii.com/api/sms/send', {
      body: {
        to: request.to,
        from: request.from ?? str(credentials.from),
        sms: request.content,
        type: 'plain',
        channel: 'generic',
        api_key: str(credentials.apiKey),
      },
    });
    expectOk(reply, 'Termii', (body) => (body as { message?: string }).message);
    return {
      id: idOf((reply.json as { message_id?: string }).message_id),
      date: runtime.now().toISOString(),
    };
  },
});
