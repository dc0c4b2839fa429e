import { defineProvider, ProviderError } from '../types.js';
import { apiKey, smsFrom } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// sms77 (seven.io) SMS API: https://docs.seven.io/en/rest-api/endpoints/sms
export const sms77 = defineProvider({
  id: 'sms77',
  displayName: 'sms77',
  channel: 'sms',
  credentials: [apiKey, smsFrom],
  docReference: 'https://docs.seven.io/en/rest-api/endpoints/sms',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://gateway.sms77.io/api/sms', {
      headers: { 'x-api-key': str(credentials.apiKey) },
      body: { to: request.to, text: request.content, from: request.from ?? str(credentials.from), json: 1 },
    });
    expectOk(reply, 'sms77');
    const body = reply.json as { success?: string } | undefined;
    if (body?.success !== '100') {
      throw new ProviderError(
        `sms77 refused the message with code ${body?.success ?? reply.text.slice(0, 50)}`,
        {
          ...(body?.success !== undefined && { code: body.success }),
          retryable: false,
        },
      );
    }
    return { id: idOf(pick(reply.json, 'messages.0.id')), date: runtime.now().toISOString() };
  },
});
