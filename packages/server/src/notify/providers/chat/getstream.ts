import { defineProvider } from '../types.js';
import { apiKey } from '../fields.js';
import { call, expectOk, str } from '../http.js';

// GetStream chat webhook. The key goes in the X-API-KEY header (the platform put it in the JSON body).
export const getstream = defineProvider({
  id: 'getstream',
  displayName: 'GetStream',
  channel: 'chat',
  credentials: [apiKey],
  docReference: 'https://getstream.io/chat/docs/node/webhooks_overview/',
  async send(credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    const reply = await call(runtime, request.webhookUrl, {
      headers: { 'x-api-key': str(credentials.apiKey) },
      body: { text: request.content },
    });
    expectOk(reply, 'GetStream');
    return { id: reply.headers.get('x-webhook-id'), date: runtime.now().toISOString() };
  },
});
