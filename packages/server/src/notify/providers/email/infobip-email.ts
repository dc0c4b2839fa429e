import { defineProvider } from '../types.js';
import { apiKey, emailSender, field } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// Infobip Email API, multipart form: https://www.infobip.com/docs/api/channels/email/send-fully-featured-email
export const infobipEmail = defineProvider({
  id: 'infobip-email',
  displayName: 'Infobip',
  channel: 'email',
  credentials: [apiKey, field('baseUrl', 'Base URL'), ...emailSender],
  docReference: 'https://www.infobip.com/docs/api/channels/email/send-fully-featured-email',
  async send(credentials, request, runtime) {
    const base = str(credentials.baseUrl).replace(/\/$/, '');
    const url = `${/^https?:\/\//.test(base) ? base : `https://${base}`}/email/3/send`;
    await runtime.checkUrl(url);
    const form = new FormData();
    const sender = request.from ?? str(credentials.from);
    const name = request.senderName ?? str(credentials.senderName);
    form.set('from', name ? `${name} <${sender}>` : sender);
    for (const to of request.to) form.append('to', to);
    form.set('subject', request.subject);
    form.set('text', request.text);
    form.set('html', request.html);
    if (request.replyTo) form.set('replyTo', request.replyTo);
    const reply = await call(runtime, url, {
      headers: { authorization: `App ${str(credentials.apiKey)}` },
      body: form,
    });
    expectOk(reply, 'Infobip', (body) => pick(body, 'requestError.serviceException.text'));
    return { id: idOf(pick(reply.json, 'messages.0.messageId')), date: runtime.now().toISOString() };
  },
});
