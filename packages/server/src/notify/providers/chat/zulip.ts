import { randomUUID } from 'node:crypto';
import { defineProvider } from '../types.js';
import { optional } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// Zulip incoming webhook (Slack-compatible): https://zulip.com/integrations/doc/slack_incoming
export const zulip = defineProvider({
  id: 'zulip',
  displayName: 'Zulip',
  channel: 'chat',
  credentials: [],
  docReference: 'https://zulip.com/integrations/doc/slack_incoming',
  async send(_credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    const reply = await call(runtime, request.webhookUrl, { body: { text: request.content } });
    expectOk(reply, 'Zulip', (body) => pick(body, 'msg'));
    return { id: idOf(pick(reply.json, 'id')), date: runtime.now().toISOString() };
  },
});

// https://api.ryver.com/ryvhooks.html
export const ryver = defineProvider({
  id: 'ryver',
  displayName: 'Ryver',
  channel: 'chat',
  credentials: [],
  docReference: 'https://api.ryver.com/ryvhooks.html',
  async send(_credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    const reply = await call(runtime, request.webhookUrl, { body: { content: request.content } });
    expectOk(reply, 'Ryver');
    return { id: idOf(pick(reply.json, 'd.id')), date: runtime.now().toISOString() };
  },
});

// https://grafana.com/docs/oncall/latest/configure/integrations/references/webhook/
export const grafanaOnCall = defineProvider({
  id: 'grafana-on-call',
  displayName: 'Grafana On Call Webhook',
  channel: 'chat',
  credentials: [
    optional('alertUid', 'Alert UID'),
    optional('title', 'Title'),
    optional('imageUrl', 'Image URL'),
    optional('state', 'State', { description: 'ok or alerting' }),
    optional('externalLink', 'External link'),
  ],
  docReference: 'https://grafana.com/docs/oncall/latest/configure/integrations/references/webhook/',
  async send(credentials, request, runtime) {
    await runtime.checkUrl(request.webhookUrl);
    const alertUid = str(credentials.alertUid) || randomUUID();
    const reply = await call(runtime, request.webhookUrl, {
      body: {
        alert_uid: alertUid,
        title: str(credentials.title),
        image_url: str(credentials.imageUrl),
        state: str(credentials.state) || 'alerting',
        link_to_upstream_details: str(credentials.externalLink),
        message: request.content,
      },
    });
    expectOk(reply, 'Grafana OnCall');
    return { id: alertUid, date: runtime.now().toISOString() };
  },
});
