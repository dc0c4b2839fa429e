import { defineProvider, ProviderError } from '../types.js';
import { apiKey, field, smsFrom } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// Vonage (Nexmo) SMS API: https://developer.vonage.com/en/api/sms
export const nexmo = defineProvider({
  id: 'nexmo',
  displayName: 'Nexmo',
  channel: 'sms',
  credentials: [apiKey, field('secretKey', 'API secret'), smsFrom],
  docReference: 'https://developer.vonage.com/en/api/sms',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://rest.nexmo.com/sms/json', {
      body: new URLSearchParams({
        api_key: str(credentials.apiKey),
        api_secret: str(credentials.secretKey),
        to: request.to,
        // The step's sender wins over the integration's (the platform ignored it).
        from: request.from ?? str(credentials.from),
        text: request.content,
      }),
    });
    expectOk(reply, 'Vonage');
    // Vonage answers 200 with a per-message status; anything but "0" is a failure.
    const message = (
      reply.json as { messages?: { status?: string; 'message-id'?: string; 'error-text'?: string }[] }
    ).messages?.[0];
    if (!message || message.status !== '0') {
      throw new ProviderError(`Vonage refused the message: ${message?.['error-text'] ?? 'no status'}`, {
        ...(message?.status !== undefined && { code: message.status }),
        retryable: message?.status === '1',
      });
    }
    return { id: idOf(message['message-id']), date: runtime.now().toISOString() };
  },
});
