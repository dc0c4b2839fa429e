import { defineProvider } from '../types.js';
import { field } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// https://www.bulksms.com/developer/json/v1/#tag/Message%2Fpaths%2F~1messages%2Fpost
export const bulkSms = defineProvider({
  id: 'bulk-sms',
  displayName: 'BulkSMS',
  channel: 'sms',
  credentials: [field('apiToken', 'API Token', { description: 'tokenId:tokenSecret' })],
  docReference: 'https://www.bulksms.com/developer/json/v1/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.bulksms.com/v1/messages', {
      headers: { authorization: `Basic ${Buffer.from(str(credentials.apiToken)).toString('base64')}` },
      body: { to: request.to, body: request.content, from: request.from ?? null },
    });
    expectOk(reply, 'BulkSMS', (body) => pick(body, 'detail'));
    return { id: idOf(pick(reply.json, '0.id')), date: runtime.now().toISOString() };
  },
});
