import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { basic, call, dateOf, expectOk, idOf, str } from '../http.js';

// https://dev.bandwidth.com/apis/messaging/#operation/createMessage
export const bandwidth = defineProvider({
  id: 'bandwidth',
  displayName: 'Bandwidth',
  channel: 'sms',
  credentials: [
    field('user', 'Username'),
    field('password', 'Password'),
    field('accountSid', 'Account ID'),
    smsFrom,
  ],
  docReference: 'https://dev.bandwidth.com/apis/messaging/',
  async send(credentials, request, runtime) {
    const account = str(credentials.accountSid);
    const reply = await call(
      runtime,
      `https://messaging.bandwidth.com/api/v2/users/${encodeURIComponent(account)}/messages`,
      {
        headers: { authorization: basic(str(credentials.user), str(credentials.password)) },
        body: {
          applicationId: account,
          to: [request.to],
          from: request.from ?? str(credentials.from),
          text: request.content,
        },
      },
    );
    expectOk(reply, 'Bandwidth', (body) => (body as { description?: string }).description);
    const body = reply.json as { id?: string; time?: string };
    return { id: idOf(body.id), date: dateOf(runtime, body.time) };
  },
});
