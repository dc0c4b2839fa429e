import { defineProvider } from '../types.js';
import { field, optional, smsFrom } from '../fields.js';
import { call, expectOk, str } from '../http.js';

// Kannel's sendsms interface: https://www.kannel.org/download/kannel-userguide-snapshot/userguide.html#AEN5058
export const kannel = defineProvider({
  id: 'kannel',
  displayName: 'Kannel SMS',
  channel: 'sms',
  credentials: [
    field('host', 'Host'),
    field('port', 'Port', { type: 'number' }),
    optional('user', 'Username'),
    optional('password', 'Password'),
    smsFrom,
  ],
  docReference: 'https://www.kannel.org/download/kannel-userguide-snapshot/userguide.html',
  async send(credentials, request, runtime) {
    const query = new URLSearchParams({
      username: str(credentials.user),
      password: str(credentials.password),
      from: request.from ?? str(credentials.from),
      to: request.to,
      text: request.content,
    });
    const url = `http://${str(credentials.host)}:${str(credentials.port)}/cgi-bin/sendsms?${query.toString()}`;
    await runtime.checkUrl(url);
    expectOk(await call(runtime, url, { method: 'GET' }), 'Kannel');
    // Kannel answers no id of its own: the message is known by Herald's id.
    return { id: request.id, date: runtime.now().toISOString() };
  },
});
