// A loopback SMTP server standing in for a mail relay: it records each mail's envelope and raw text.
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpRecorder {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Accepts any mail without STARTTLS or sign-in unless `options` says otherwise. */
export async function startSmtpRecorder(options: Partial<SMTPServerOptions> = {}): Promise<SmtpRecorder> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (smtp.server.address() as { port: number }).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
