import nodemailer from 'nodemailer';
import { defineProvider, ProviderError } from '../types.js';
import { emailSender, field, optional } from '../fields.js';
import { str } from '../http.js';

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
    const host = str(credentials.host);
    await runtime.checkUrl(`http://${host.includes(':') ? `[${host}]` : host}/`);
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
    const transport = nodemailer.createTransport({
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
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    try {
      const info = await transport.sendMail({
        from: {
          address: request.from ?? str(credentials.from),
          name: request.senderName ?? str(credentials.senderName),
        },
        to: request.to,
        subject: request.subject.replace(/[\r\n]+/g, ' '),
        html: request.html,
        text: request.text,
        ...(request.replyTo && { replyTo: request.replyTo }),
      });
      return { id: info.messageId ?? null, date: runtime.now().toISOString() };
    } catch (error) {
      const smtp = error as { responseCode?: number; message?: string; code?: string };
      throw new ProviderError(`SMTP server refused the message: ${smtp.message ?? String(error)}`, {
        ...(smtp.responseCode !== undefined && { status: smtp.responseCode }),
        ...(smtp.code !== undefined && { code: smtp.code }),
        retryable: smtp.responseCode === undefined || (smtp.responseCode >= 400 && smtp.responseCode < 500),
      });
    } finally {
      transport.close();
    }
  },
});
