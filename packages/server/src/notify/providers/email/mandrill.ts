import { defineProvider, ProviderError } from '../types.js';
import { apiKey, emailSender } from '../fields.js';
import { call, expectOk, idOf, pick, str } from '../http.js';

// https://mailchimp.com/developer/transactional/api/messages/send-new-message/
export const mandrill = defineProvider({
  id: 'mandrill',
  displayName: 'Mandrill',
  channel: 'email',
  credentials: [apiKey, ...emailSender],
  docReference: 'https://mailchimp.com/developer/transactional/api/messages/send-new-message/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://mandrillapp.com/api/1.0/messages/send', {
      body: {
        key: str(credentials.apiKey),
        message: {
          from_email: request.from ?? str(credentials.from),
          from_name: request.senderName ?? str(credentials.senderName),
          subject: request.subject,
          html: request.html,
          text: request.text,
          to: request.to.map((email) => ({ email, type: 'to' })),
        },
      },
    });
    expectOk(reply, 'Mandrill', (body) => pick(body, 'message'));
    const first = (
      reply.json as { _id?: string; status?: string; reject_reason?: string }[] | undefined
    )?.[0];
    if (!first || first.status === 'rejected' || first.status === 'invalid') {
      throw new ProviderError(
        `Mandrill ${first?.status ?? 'refused'} the message: ${first?.reject_reason ?? 'no reason'}`,
        {
          retryable: false,
        },
      );
    }
    return { id: idOf(first._id), date: runtime.now().toISOString() };
  },
});
