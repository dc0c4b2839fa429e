// One mail over SMTP with nodemailer, for the SMTP providers: the host resolved once through the outbound check
// and the connection made to that checked address (nodemailer never resolves the name again, so no DNS rebinding
// between check and connect), TLS still verified against the host name; timeouts on every stage, the sender as
// address and name, and the server's refusal turned into a ProviderError (4xx replies are worth retrying, 5xx are
// not).
import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { ProviderError, type EmailRequest, type ProviderRuntime, type SendResult } from '../types.js';

export async function sendOverSmtp(
  transportOptions: SMTPTransport.Options,
  sender: { address: string; name: string },
  request: EmailRequest,
  runtime: ProviderRuntime,
): Promise<SendResult> {
  const host = transportOptions.host ?? '';
  const address = await runtime.resolveHost(host);
  // The certificate is checked against the name asked for, not the address connected to.
  const servername = transportOptions.servername ?? (isIP(host) ? undefined : host);
  const transport = nodemailer.createTransport({
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    ...transportOptions,
    host: address,
    ...(servername && { servername, tls: { ...transportOptions.tls, servername } }),
  });
  try {
    const info = await transport.sendMail({
      from: sender,
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
}
