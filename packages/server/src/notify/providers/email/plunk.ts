import { defineProvider } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, dateOf, expectOk, idOf, pick, str } from '../http.js';

// https://docs.useplunk.com/api-reference/transactional/send
export const plunk = defineProvider({
  id: 'plunk',
  displayName: 'Plunk',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://docs.useplunk.com/api-reference/transactional/send',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.useplunk.com/v1/send', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: {
        to: request.to.length === 1 ? request.to[0] : request.to,
        subject: request.subject,
        body: request.html || request.text,
        from: request.from ?? str(credentials.from),
        name: request.senderName ?? str(credentials.senderName),
      },
    });
    expectOk(reply, 'Plunk', (body) => (body as { message?: string }).message);
    return {
      id: idOf(pick(reply.json, 'emails.0.contact.id')),
      date: dateOf(runtime, pick(reply.json, 'timestamp')),
    };
  },
});
