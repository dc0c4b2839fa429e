import { defineProvider } from '../types.js';
import { field } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://pusher.com/docs/beams/reference/publish-api/#publish-to-users
export const pusherBeams = defineProvider({
  id: 'pusher-beams',
  displayName: 'Pusher Beams',
  channel: 'push',
  credentials: [field('instanceId', 'Instance ID'), field('secretKey', 'Secret Key')],
  docReference: 'https://pusher.com/docs/beams/reference/publish-api/',
  async send(credentials, request, runtime) {
    const instance = encodeURIComponent(str(credentials.instanceId));
    const notification = { title: request.title, body: request.content };
    const reply = await call(
      runtime,
      `https://${instance}.pushnotifications.pusher.com/publish_api/v1/instances/${instance}/publishes/users`,
      {
        headers: { authorization: `Bearer ${str(credentials.secretKey)}` },
        body: {
          users: request.target,
          apns: { aps: { alert: notification } },
          fcm: { notification, data: request.payload },
          web: { notification, data: request.payload },
        },
      },
    );
    expectOk(reply, 'Pusher Beams', (body) => (body as { description?: string }).description);
    return { id: idOf((reply.json as { publishId?: string }).publishId), date: runtime.now().toISOString() };
  },
});
