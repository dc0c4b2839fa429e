import { createHash, createHmac } from 'node:crypto';
import { defineProvider, ProviderError } from '../types.js';
import { field, smsFrom } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

function connection(value: string): { endpoint: string; key: Buffer } {
  const parts = Object.fromEntries(
    value.split(';').flatMap((part) => {
      const index = part.indexOf('=');
      return index > 0 ? [[part.slice(0, index).trim().toLowerCase(), part.slice(index + 1).trim()]] : [];
    }),
  );
  if (!parts.endpoint || !parts.accesskey) {
    throw new ProviderError('The connection string needs endpoint= and accesskey=', { retryable: false });
  }
  return { endpoint: parts.endpoint.replace(/\/$/, ''), key: Buffer.from(parts.accesskey, 'base64') };
}

// Azure Communication Services SMS, signed with HMAC-SHA256:
// https://learn.microsoft.com/en-us/rest/api/communication/sms/send
// https://learn.microsoft.com/en-us/azure/communication-services/tutorials/hmac-header-tutorial
export const azureSms = defineProvider({
  id: 'azure-sms',
  displayName: 'Azure Sms',
  channel: 'sms',
  credentials: [field('accessKey', 'Connection string'), smsFrom],
  docReference: 'https://learn.microsoft.com/en-us/rest/api/communication/sms/send',
  async send(credentials, request, runtime) {
    const { endpoint, key } = connection(str(credentials.accessKey));
    const url = new URL(`${endpoint}/sms?api-version=2021-03-07`);
    await runtime.checkUrl(url.toString());
    const body = JSON.stringify({
      from: request.from ?? str(credentials.from),
      smsRecipients: [{ to: request.to }],
      message: request.content,
    });
    const date = runtime.now().toUTCString();
    const contentHash = createHash('sha256').update(body).digest('base64');
    const toSign = `POST\n${url.pathname}${url.search}\n${date};${url.host};${contentHash}`;
    const signature = createHmac('sha256', key).update(toSign).digest('base64');
    const reply = await call(runtime, url.toString(), {
      headers: {
        'content-type': 'application/json',
        'x-ms-date': date,
        'x-ms-content-sha256': contentHash,
        authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
      },
      body,
    });
    expectOk(reply, 'Azure', (error) => pick(error, 'error.message'));
    const result = (
      reply.json as { value?: { messageId?: string; successful?: boolean; errorMessage?: string }[] }
    ).value?.[0];
    if (!result?.successful) {
      throw new ProviderError(`Azure refused the message: ${result?.errorMessage ?? 'no reason'}`, {
        retryable: false,
      });
    }
    return { id: idOf(result.messageId), date: runtime.now().toISOString() };
  },
});
