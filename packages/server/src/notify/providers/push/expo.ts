import { defineProvider, ProviderError } from '../types.js';
import { field } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://docs.expo.dev/push-notifications/sending-notifications/#http2-api
export const expo = defineProvider({
  id: 'expo',
  displayName: 'Expo Push',
  channel: 'push',
  credentials: [field('apiKey', 'Access Token')],
  docReference: 'https://docs.expo.dev/push-notifications/sending-notifications/',
  async send(credentials, request, runtime) {
    const overrides = request.overrides ?? {};
    const reply = await call(runtime, 'https://exp.host/--/api/v2/push/send', {
      headers: { authorization: `Bearer ${str(credentials.apiKey)}` },
      body: [
        {
          to: request.target[0],
          title: request.title,
          body: request.content,
          data: request.payload,
          ...(typeof overrides.sound === 'string' && { sound: overrides.sound }),
          ...(typeof overrides.badge === 'number' && { badge: overrides.badge }),
        },
      ],
    });
    expectOk(reply, 'Expo', (body) => (body as { errors?: { message?: string }[] }).errors?.[0]?.message);
    const ticket = (
      reply.json as {
        data?: { status?: string; id?: string; message?: string; details?: { error?: string } }[];
      }
    ).data?.[0];
    if (ticket?.status !== 'ok') {
      throw new ProviderError(`Expo refused the notification: ${ticket?.message ?? 'no ticket'}`, {
        ...(ticket?.details?.error !== undefined && { code: ticket.details.error }),
        retryable: false,
      });
    }
    return { id: idOf(ticket.id), date: runtime.now().toISOString() };
  },
});
