import { defineProvider } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { basic, call, dateOf, expectOk, idOf, str } from '../http.js';

// https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
export const twilio = defineProvider({
  id: 'twilio',
  displayName: 'Twilio',
  channel: 'sms',
  credentials: [field('accountSid', 'Account SID'), field('token', 'Auth token'), smsFrom],
  docReference: 'https://www.twilio.com/docs/messaging/api/message-resource',
  async send(credentials, request, runtime) {
    const sid = str(credentials.accountSid);
    const reply = await call(
      runtime,
      `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
      {
        headers: { authorization: basic(sid, str(credentials.token)) },
        body: new URLSearchParams({
          To: request.to,
          From: request.from ?? str(credentials.from),
          Body: request.content,
        }),
      },
    );
    expectOk(reply, 'Twilio', (body) => {
      const error = body as { message?: string; code?: number };
      return error.message ? `${error.message}${error.code ? ` (${error.code})` : ''}` : undefined;
    });
    const body = reply.json as { sid?: string; date_created?: string };
    return { id: idOf(body.sid), date: dateOf(runtime, body.date_created) };
  },
});
