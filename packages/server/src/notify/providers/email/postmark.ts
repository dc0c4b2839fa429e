import { defineProvider } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, dateOf, expectOk, idOf, str } from '../http.js';

// https://postmarkapp.com/developer/api/email-api#send-a-single-email
export const postmark = defineProvider({
  id: 'postmark',
  displayName: 'Postmark',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://postmarkapp.com/developer/api/email-api',
  async send(credentials, request, runtime) {
    const sender = request.from ?? str(credentials.from);
    const name = request.senderName ?? str(credentials.senderName);
    const reply = await call(runtime, 'https://api.postmarkapp.com/email', {
      headers: { 'x-postmark-server-token': str(credentials.apiKey) },
      body: {
        From: name ? `${name} <${sender}>` : sender,
        To: request.to.join(', '),
        Subject: request.subject,
        HtmlBody: request.html,
        // The plain-text part is text (the platform sent the HTML here).
        TextBody: request.text,
        ...(request.replyTo && { ReplyTo: request.replyTo }),
        MessageStream: 'outbound',
      },
    });
    expectOk(reply, 'Postmark', (body) => (body as { Message?: string }).Message);
    const body = reply.json as {
      MessageID?: string;
      SubmittedAt?: string;
      ErrorCode?: number;
      Message?: string;
    };
    return { id: idOf(body.MessageID), date: dateOf(runtime, body.SubmittedAt) };
  },
});
