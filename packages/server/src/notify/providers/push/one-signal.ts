import { defineProvider } from '../types.js';
import { apiKey, field } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://documentation.onesignal.com/reference/push-notification
export const oneSignal = defineProvider({
  id: 'one-signal',
  displayName: 'OneSignal',
  channel: 'push',
  credentials: [field('applicationId', 'Application ID'), apiKey],
  docReference: 'https://documentation.onesignal.com/reference/push-notification',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://onesignal.com/api/v1/notifications', {
      headers: { authorization: `Basic ${str(credentials.apiKey)}` },
      body: {
        app_id: str(credentials.applicationId),
        include_player_ids: request.target,
        headings: { en: request.title },
        contents: { en: request.content },
        data: request.payload,
      },
    });
    expectOk(reply, 'OneSignal', (body) => (body as { errors?: unknown[] }).errors?.map(String).join('; '));
    return { id: idOf((reply.json as { id?: string }).id), date: runtime.now().toISOString() };
  },
});
