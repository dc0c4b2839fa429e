import { defineProvider, ProviderError } from '../types.js';
import { field } from '../fields.js';
import { call, expectOk, str } from '../http.js';

// Gupshup Enterprise SMS HTTP API; the reply is "status | phone | id".
export const gupshup = defineProvider({
  id: 'gupshup',
  displayName: 'Gupshup',
  channel: 'sms',
  credentials: [field('user', 'User id'), field('password', 'Password')],
  docReference: 'https://enterprise.smsgupshup.com/doc/GatewayAPIDoc.pdf',
  async send(credentials, request, runtime) {
    const form = new URLSearchParams({
      send_to: request.to,
      msg: request.content,
      msg_type: 'text',
      auth_scheme: 'plain',
      method: 'sendMessage',
      format: 'text',
      v: '1.1',
      userid: str(credentials.user),
      password: str(credentials.password),
    });
    for (const key of ['principalEntityId', 'dltTemplateId']) {
      const value = request.customData?.[key];
      if (typeof value === 'string') form.set(key, value);
    }
    const reply = expectOk(
      await call(runtime, 'https://enterprise.smsgupshup.com/GatewayAPI/rest', { body: form }),
      'Gupshup',
    );
    const parts = reply.text.split(' | ').map((part) => part.trim());
    if (parts[0] !== 'success') {
      throw new ProviderError(`Gupshup refused the message: ${parts.slice(1).join(' ') || reply.text}`, {
        retryable: false,
      });
    }
    return { id: parts[2] ?? null, date: runtime.now().toISOString() };
  },
});
