import { defineProvider } from '../types.js';
import { apiKey, emailSender, optional } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// https://developers.sparkpost.com/api/transmissions/#transmissions-post-send-inline-content
export const sparkpost = defineProvider({
  id: 'sparkpost',
  displayName: 'SparkPost',
  channel: 'email',
  credentials: [
    apiKey,
    optional('region', 'Region', {
      type: 'dropdown',
      value: null,
      description: 'Use EU if your account is registered to SparkPost EU',
      dropdown: [
        { name: 'Default', value: null },
        { name: 'EU', value: 'eu' },
      ],
    }),
    ...emailSender,
  ],
  docReference: 'https://developers.sparkpost.com/api/transmissions/',
  async send(credentials, request, runtime) {
    const host = credentials.region === 'eu' ? 'https://api.eu.sparkpost.com' : 'https://api.sparkpost.com';
    const reply = await call(runtime, `${host}/api/v1/transmissions`, {
      headers: { authorization: str(credentials.apiKey) },
      body: {
        recipients: request.to.map((address) => ({ address })),
        content: {
          from: {
            email: request.from ?? str(credentials.from),
            name: request.senderName ?? str(credentials.senderName),
          },
          subject: request.subject,
          html: request.html,
          text: request.text,
          ...(request.replyTo && { reply_to: request.replyTo }),
        },
      },
    });
    expectOk(
      reply,
      'SparkPost',
      (body) => (body as { errors?: { message?: string }[] }).errors?.[0]?.message,
    );
    return { id: idOf(pick(reply.json, 'results.id')), date: runtime.now().toISOString() };
  },
});
