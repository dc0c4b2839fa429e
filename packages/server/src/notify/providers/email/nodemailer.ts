import { defineProvider } from '../types.js';
import { emailSender, field, optional } from '../fields.js';
import { str } from '../http.js';
import { sendOverSmtp } from './smtp.js';

// Custom SMTP through nodemailer: https://nodemailer.com/smtp/
export const customSmtp = defineProvider({
  id: 'nodemailer',
  displayName: 'Custom SMTP',
  channel: 'email',
  credentials: [
    optional('user', 'User'),
    optional('password', 'Password'),
    field('host', 'Host'),
    field('port', 'Port', { type: 'number' }),
    optional('secure', 'Secure', { type: 'switch' }),
    optional('requireTls', 'Require TLS', { type: 'switch' }),
    optional('ignoreTls', 'Ignore TLS', { type: 'switch' }),
    optional('tlsOptions', 'TLS options', { type: 'object' }),
    optional('domain', 'DKIM: Domain name'),
    optional('secretKey', 'DKIM: Private key'),
    optional('accountSid', 'DKIM: Key selector'),
    ...emailSender,
  ],
  docReference: 'https://nodemailer.com/smtp/',
  async send(credentials, request, runtime) {
    // sendOverSmtp resolves the host once through the outbound check and connects to that address.
    const host = str(credentials.host);
    const user = str(credentials.user);
    const password = str(credentials.password);
    const dkim =
      credentials.domain && credentials.secretKey && credentials.accountSid
        ? {
            domainName: str(credentials.domain),
            keySelector: str(credentials.accountSid),
            privateKey: str(credentials.secretKey),
          }
        : undefined;
    return sendOverSmtp(
      {
        host,
        port: Number(credentials.port),
        secure: credentials.secure === true,
        requireTLS: credentials.requireTls === true,
        ignoreTLS: credentials.ignoreTls === true,
        ...(user && password ? { auth: { user, pass: password } } : {}),
        ...(credentials.tlsOptions && typeof credentials.tlsOptions === 'object'
          ? { tls: credentials.tlsOptions as Record<string, unknown> }
          : {}),
        ...(dkim ? { dkim } : {}),
      },
      {
        address: request.from ?? str(credentials.from),
        name: request.senderName ?? str(credentials.senderName),
      },
      request,
      runtime,
    );
  },
});
