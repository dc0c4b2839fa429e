import { defineProvider } from '../types.js';
import { field, optional, smsFrom } from '../fields.js';
import { call, expectOk, str } from '../http.js';

// SMS Central API v3.2: https://www.smscentral.com.au/api-documentation/
export const smsCentral = defineProvider({
  id: 'sms-central',
  displayName: 'SMS Central',
  channel: 'sms',
  credentials: [
    field('user', 'Username'),
    field('password', 'Password'),
    optional('baseUrl', 'Base URL'),
    smsFrom,
  ],
  docReference: 'https://www.smscentral.com.au/api-documentation/',
  async send(credentials, request, runtime) {
    const url = str(credentials.baseUrl) || 'https://my.smscentral.com.au/api/v3.2';
    if (credentials.baseUrl) await runtime.checkUrl(url);
    const reply = await call(runtime, url, {
      body: {
        ACTION: 'send',
        ORIGINATOR: request.from ?? str(credentials.from),
        USERNAME: str(credentials.user),
        PASSWORD: str(credentials.password),
        RECIPIENT: request.to,
        MESSAGE_TEXT: request.content,
      },
    });
    expectOk(reply, 'SMS Central');
    // SMS Central answers no id of its own: the message is known by Herald's id.
    return { id: request.id, date: runtime.now().toISOString() };
  },
});
