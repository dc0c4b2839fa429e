import { defineProvider, ProviderError } from '../types.js';
import { field, optional } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// iSend SMS API v3: https://send.com.ly/developers/docs
export const isendSms = defineProvider({
  id: 'isend-sms',
  displayName: 'iSend SMS',
  channel: 'sms',
  credentials: [
    field('apiToken', 'API Token'),
    optional('from', 'Default Sender ID'),
    optional('contentType', 'Content Type', {
      type: 'dropdown',
      value: null,
      dropdown: [
        { name: 'Default', value: null },
        { name: 'Unicode', value: 'unicode' },
        { name: 'Plain', value: 'plain' },
      ],
    }),
  ],
  docReference: 'https://send.com.ly/developers/docs',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://send.com.ly/api/v3/sms/send', {
      headers: { authorization: `Bearer ${str(credentials.apiToken)}` },
      body: {
        sender_id: request.from ?? str(credentials.from),
        recipient: request.to.replace(/^(\+|00)/, ''),
        type: str(credentials.contentType) || 'unicode',
        message: request.content,
      },
    });
    expectOk(reply, 'iSend', (body) => pick(body, 'message'));
    const body = reply.json as { status?: string; message?: string };
    if (body.status !== 'success') {
      throw new ProviderError(`iSend refused the message: ${body.message ?? 'no reason'}`, {
        retryable: false,
      });
    }
    return { id: idOf(pick(reply.json, 'data.uid')), date: runtime.now().toISOString() };
  },
});
