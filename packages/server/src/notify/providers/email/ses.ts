import { defineProvider } from '../types.js';
import { emailSender, field } from '../fields.js';
import { call, expectOk, idOf, str } from '../http.js';
import { signAwsV4 } from '../signing.js';

// SES API v2 SendEmail, signed with SigV4:
// https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html
export const ses = defineProvider({
  id: 'ses',
  displayName: 'SES',
  channel: 'email',
  credentials: [
    field('apiKey', 'Access key ID'),
    field('secretKey', 'Secret access key'),
    field('region', 'Region'),
    ...emailSender,
  ],
  docReference: 'https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html',
  async send(credentials, request, runtime) {
    const region = str(credentials.region);
    const url = `https://email.${region}.amazonaws.com/v2/email/outbound-emails`;
    const sender = request.from ?? str(credentials.from);
    const name = request.senderName ?? str(credentials.senderName);
    const body = JSON.stringify({
      FromEmailAddress: name ? `${name} <${sender}>` : sender,
      Destination: { ToAddresses: request.to },
      ...(request.replyTo && { ReplyToAddresses: [request.replyTo] }),
      Content: {
        Simple: {
          Subject: { Data: request.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: request.html, Charset: 'UTF-8' },
            Text: { Data: request.text, Charset: 'UTF-8' },
          },
        },
      },
    });
    const headers = { 'content-type': 'application/json' };
    const signed = signAwsV4({
      method: 'POST',
      url,
      headers,
      body,
      region,
      service: 'ses',
      accessKeyId: str(credentials.apiKey),
      secretAccessKey: str(credentials.secretKey),
      now: runtime.now(),
    });
    const reply = await call(runtime, url, { headers: { ...headers, ...signed }, body });
    expectOk(reply, 'SES', (error) => (error as { message?: string }).message);
    return { id: idOf((reply.json as { MessageId?: string }).MessageId), date: runtime.now().toISOString() };
  },
});
