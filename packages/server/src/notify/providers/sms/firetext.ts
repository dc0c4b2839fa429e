import { defineProvider, ProviderError } from '../types.js';
import { apiKey, smsFrom } from '../fields.js';
import { call, dateOf, expectOk, str } from '../http.js';

// https://www.firetext.co.uk/docs (GET /api/sendsms); the reply is "code:count description".
export const firetext = defineProvider({
  id: 'firetext',
  displayName: 'Firetext',
  channel: 'sms',
  credentials: [apiKey, smsFrom],
  docReference: 'https://www.firetext.co.uk/docs',
  async send(credentials, request, runtime) {
    const query = new URLSearchParams({
      apiKey: str(credentials.apiKey),
      to: request.to,
      from: request.from ?? str(credentials.from),
      message: request.content,
    });
    const reply = expectOk(
      await call(runtime, `https://www.firetext.co.uk/api/sendsms?${query.toString()}`, { method: 'GET' }),
      'Firetext',
    );
    const match = /^(\d+):(\d+)\s(.*)$/.exec(reply.text.trim());
    if (!match || match[1] !== '0') {
      throw new ProviderError(`Firetext refused the message: ${match?.[3] ?? reply.text.slice(0, 200)}`, {
        ...(match?.[1] !== undefined && { code: match[1] }),
        retryable: false,
      });
    }
    return { id: reply.headers.get('x-message'), date: dateOf(runtime, reply.headers.get('date')) };
  },
});
