import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { basic, call, dateOf, expectOk, idOf, str } from '../http.js';

// https://46elks.com/docs/send-sms
export const fortySixElks = defineProvider({
  id: 'forty-six-elks',
  displayName: '46elks',
  channel: 'sms',
  credentials: [field('user', 'Username'), field('password', 'Password'), smsFrom],
  docReference: 'https://46elks.com/docs/send-sms',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.46elks.com/a1/sms', {
      headers: { authorization: basic(str(credentials.user), str(credentials.password)) },
      body: new URLSearchParams({
        from: request.from ?? str(credentials.from),
        to: request.to,
        message: request.content,
      }),
    });
    expectOk(reply, '46elks');
    const body = reply.json as { id?: string; created?: string };
    return { id: idOf(body.id), date: dateOf(runtime, body.created) };
  },
});
