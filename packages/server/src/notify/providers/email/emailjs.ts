import { defineProvider } from '../types.js';
import { emailSender, field } from '../fields.js';
import { call, expectOk, str } from '../http.js';

// EmailJS REST send API: https://www.emailjs.com/docs/rest-api/send/
// EmailJS sends through a template kept in its dashboard; Herald fills the template's parameters, so the template
// uses {{to_email}} as its To address, {{subject}}, {{{message_html}}} (or {{message}}), {{from_name}} and
// {{reply_to}}. Calls from a server need "Allow EmailJS API for non-browser applications" and the private key.
export const emailjs = defineProvider({
  id: 'emailjs',
  displayName: 'EmailJS',
  channel: 'email',
  credentials: [
    field('applicationId', 'Service ID'),
    field('clientId', 'Template ID'),
    field('user', 'Public Key'),
    field('secretKey', 'Private Key'),
    ...emailSender,
  ],
  docReference: 'https://www.emailjs.com/docs/rest-api/send/',
  async send(credentials, request, runtime) {
    const reply = await call(runtime, 'https://api.emailjs.com/api/v1.0/email/send', {
      body: {
        service_id: str(credentials.applicationId),
        template_id: str(credentials.clientId),
        user_id: str(credentials.user),
        accessToken: str(credentials.secretKey),
        template_params: {
          to_email: request.to.join(', '),
          subject: request.subject,
          message_html: request.html,
          message: request.text,
          from_email: request.from ?? str(credentials.from),
          from_name: request.senderName ?? str(credentials.senderName),
          ...(request.replyTo && { reply_to: request.replyTo }),
        },
      },
    });
    // EmailJS answers a plain "OK" and no message id.
    expectOk(reply, 'EmailJS');
    return { id: null, date: runtime.now().toISOString() };
  },
});
