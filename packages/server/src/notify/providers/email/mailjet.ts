import { defineProvider } from '../types.js';
import { apiKey, emailSender, field } from '../fields.js';
import { basic, call, expectOk, idOf, pick, str } from '../http.js';

// https://dev.mailjet.com/email/reference/send-emails#v3_1_post_send
export const mailjet = defineProvider({
  id: 'mailjet',
  displayName: 'Mailjet',
  channel: 'email',
  credentials: [apiKey, field('secretKey', 'API Secret'), ...emailSender],
  docReference: 'https://dev.mailjet.com/email/reference/send-emails',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.mailjet.com/v3.1/send', {
      headers: { authorization: basic(str(credentials.apiKey), str(credentials.secretKey)) },
      body: {
        Messages: [
          {
            From: {
              Email: request.from ?? str(credentials.from),
              Name: request.senderName ?? str(credentials.senderName),
            },
            To: request.to.map((Email) => ({ Email })),
            Subject: request.subject,
            TextPart: request.text,
            HTMLPart: request.html,
            ...(request.replyTo && { ReplyTo: { Email: request.replyTo } }),
          },
        ],
      },
    });
    expectOk(
      reply,
      'Mailjet',
      (body) => pick(body, 'ErrorMessage') ?? pick(body, 'Messages.0.Errors.0.ErrorMessage'),
    );
    return { id: idOf(pick(reply.json, 'Messages.0.To.0.MessageUUID')), date: runtime.now().toISOString() };
  },
});
