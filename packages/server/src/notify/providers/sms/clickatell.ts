import { defineProvider, ProviderError } from '../types.js';
import { apiKey } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// Clickatell One API: https://docs.clickatell.com/channels/sms-channels/sms-api-reference/
export const clickatell = defineProvider({
  id: 'clickatell',
  displayName: 'clickatell',
  channel: 'sms',
  credentials: [apiKey],
  docReference: 'https://docs.clickatell.com/channels/sms-channels/sms-api-reference/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://platform.clickatell.com/messages', {
      headers: { authorization: str(credentials.apiKey) },
      body: { to: [request.to], content: request.content, ...(request.from && { from: request.from }) },
    });
    expectOk(reply, 'Clickatell', (body) => (body as { error?: string }).error);
    const message = (
      reply.json as { messages?: { apiMessageId?: string; accepted?: boolean; errorDescription?: string }[] }
    ).messages?.[0];
    if (!message?.accepted) {
      throw new ProviderError(`Clickatell refused the message: ${message?.errorDescription ?? 'no reason'}`, {
        retryable: false,
      });
    }
    return { id: idOf(message.apiMessageId), date: runtime.now().toISOString() };
  },
});
