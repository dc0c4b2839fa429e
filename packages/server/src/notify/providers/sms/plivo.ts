import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { basic, call, expectOk, idOf, str } from '../http.js';

// https://www.plivo.com/docs/messaging/api/message/send-a-message
export const plivo = defineProvider({
  id: 'plivo',
  displayName: 'Plivo',
  channel: 'sms',
  credentials: [field('accountSid', 'Account SID'), field('token', 'Auth token'), smsFrom],
  docReference: 'https://www.plivo.com/docs/messaging/api/message/send-a-message',
  async send(credentials, request, runtime) {
    const authId = str(credentials.accountSid);
    const reply = await call(
      runtime,
      `https://api.plivo.com/v1/Account/${encodeURIComponent(authId)}/Message/`,
      {
        headers: { authorization: basic(authId, str(credentials.token)) },
        body: { src: request.from ?? str(credentials.from), dst: request.to, text: request.content },
      },
    );
    expectOk(reply, 'Plivo', (body) => (body as { error?: string }).error);
    const uuids = (reply.json as { message_uuid?: string[] }).message_uuid;
    return { id: idOf(uuids?.[0]), date: runtime.now().toISOString() };
  },
});
