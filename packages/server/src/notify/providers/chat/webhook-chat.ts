// Chat providers that post to the subscriber's incoming-webhook URL.
import { defineProvider } from '../types.js';
import { field, optional } from '../fields.js';
import { call, dateOf, expectOk, idOf, str } from '../http.js';

// https://api.slack.com/messaging/webhooks
export const slack = defineProvider({
  id: 'slack',
  displayName: 'Slack',
  channel: 'chat',
  credentials: [
    field('applicationId', 'Application Id'),
    field('clientId', 'Client ID'),
    field('secretKey', 'Client Secret'),
    optional('redirectUrl', 'Redirect URL'),
    optional('hmac', 'HMAC', { type: 'switch' }),
  ],
  docReference: 'https://api.slack.com/messaging/webhooks',
  async send(_credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    const reply = await call(runtime, request.webhookUrl, { body: { text: request.content } });
    expectOk(reply, 'Slack');
    return { id: reply.headers.get('x-slack-req-id'), date: runtime.now().toISOString() };
  },
});

// https://discord.com/developers/docs/resources/webhook#execute-webhook
export const discord = defineProvider({
  id: 'discord',
  displayName: 'Discord',
  channel: 'chat',
  credentials: [],
  docReference: 'https://discord.com/developers/docs/resources/webhook#execute-webhook',
  async send(_credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    const url = new URL(request.webhookUrl);
    url.searchParams.set('wait', 'true');
    const reply = await call(runtime, url.toString(), { body: { content: request.content } });
    expectOk(reply, 'Discord', (body) => (body as { message?: string }).message);
    const body = reply.json as { id?: string; timestamp?: string } | undefined;
    return { id: idOf(body?.id), date: dateOf(runtime, body?.timestamp) };
  },
});

// https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/connectors-using
export const msteams = defineProvider({
  id: 'msteams',
  displayName: 'MSTeams',
  channel: 'chat',
  credentials: [],
  docReference:
    'https://learn.microsoft.com/en-us/microsoftteams/platform/webhooks-and-connectors/how-to/connectors-using',
  async send(_credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    // Content that is a JSON card is sent as the card; anything else as a text message.
    let body: unknown = { text: request.content };
    try {
      const parsed = JSON.parse(request.content) as unknown;
      if (parsed && typeof parsed === 'object') body = parsed;
    } catch {
      // plain text
    }
    const reply = await call(runtime, request.webhookUrl, { body });
    expectOk(reply, 'Microsoft Teams');
    return { id: reply.headers.get('request-id'), date: runtime.now().toISOString() };
  },
});

// https://developers.mattermost.com/integrate/webhooks/incoming/
export const mattermost = defineProvider({
  id: 'mattermost',
  displayName: 'Mattermost',
  channel: 'chat',
  credentials: [],
  docReference: 'https://developers.mattermost.com/integrate/webhooks/incoming/',
  async send(_credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    const reply = await call(runtime, request.webhookUrl, {
      body: { text: request.content, ...(request.channel && { channel: request.channel }) },
    });
    expectOk(reply, 'Mattermost');
    return { id: reply.headers.get('x-request-id'), date: dateOf(runtime, reply.headers.get('date')) };
  },
});

// https://developer.rocket.chat/apidocs/post-message
export const rocketChat = defineProvider({
  id: 'rocket-chat',
  displayName: 'Rocket.Chat',
  channel: 'chat',
  credentials: [field('token', 'Personal Access Token (x-auth-token)'), field('user', 'User id (x-user-id)')],
  docReference: 'https://developer.rocket.chat/apidocs/post-message',
  async send(credentials, request, runtime) {
    const url = `${request.webhookUrl.replace(/\/$/, '')}/api/v1/chat.sendMessage`;
    await runtime.checkUrl(url);
    const reply = await call(runtime, url, {
      headers: { 'x-auth-token': str(credentials.token), 'x-user-id': str(credentials.user) },
      body: { message: { rid: request.channel ?? '', msg: request.content } },
    });
    expectOk(reply, 'Rocket.Chat', (body) => (body as { error?: string }).error);
    const message = (reply.json as { message?: { _id?: string; ts?: string } }).message;
    return { id: idOf(message?._id), date: dateOf(runtime, message?.ts) };
  },
});
