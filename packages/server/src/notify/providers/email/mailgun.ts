import { defineProvider } from '../types.js';
import { apiKey, emailSender, field, optional } from '../fields.js';
import { basic, call, expectOk, idOf, str } from '../http.js';

// https://documentation.mailgun.com/docs/mailgun/api-reference/openapi-final/tag/Messages/
export const mailgun = defineProvider({
  id: 'mailgun',
  displayName: 'Mailgun',
  channel: 'email',
  credentials: [
    apiKey,
    optional('baseUrl', 'Base URL'),
    field('user', 'User name'),
    field('domain', 'Domain'),
    ...emailSender,
  ],
  docReference: 'https://documentation.mailgun.com/docs/mailgun/api-reference/',
  async send(credentials, request, runtime) {
    const base = str(credentials.baseUrl) || 'https://api.mailgun.net';
    if (credentials.baseUrl) await runtime.checkUrl(base);
    const sender = request.from ?? str(credentials.from);
    const name = request.senderName ?? str(credentials.senderName);
    const form = new URLSearchParams({
      from: name ? `${name} <${sender}>` : sender,
      to: request.to.join(','),
      subject: request.subject,
      html: request.html,
      text: request.text,
    });
    if (request.replyTo) form.set('h:Reply-To', request.replyTo);
    const reply = await call(
      runtime,
      `${base.replace(/\/$/, '')}/v3/${encodeURIComponent(str(credentials.domain))}/messages`,
      {
        headers: { authorization: basic(str(credentials.user) || 'api', str(credentials.apiKey)) },
        body: form,
      },
    );
    expectOk(reply, 'Mailgun', (body) => (body as { message?: string }).message);
    return { id: idOf((reply.json as { id?: string }).id), date: runtime.now().toISOString() };
  },
});
