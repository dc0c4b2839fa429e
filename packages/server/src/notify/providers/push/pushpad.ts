import { defineProvider } from '../types.js';
import { field } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';

// https://pushpad.xyz/docs/rest_api#notifications_api_docs
export const pushpad = defineProvider({
  id: 'pushpad',
  displayName: 'Pushpad',
  channel: 'push',
  credentials: [field('apiKey', 'Auth Token'), field('applicationId', 'Project ID')],
  docReference: 'https://pushpad.xyz/docs/rest_api',
  async send(credentials, request, runtime) {
    const reply = await call(
      runtime,
      `https://pushpad.xyz/api/v1/projects/${encodeURIComponent(str(credentials.applicationId))}/notifications`,
      {
        headers: { authorization: `Token token="${str(credentials.apiKey)}"` },
        body: { notification: { title: request.title, body: request.content }, uids: request.target },
      },
    );
    expectOk(reply, 'Pushpad', (body) => (body as { error?: string }).error);
    return { id: idOf((reply.json as { id?: number }).id), date: runtime.now().toISOString() };
  },
});
