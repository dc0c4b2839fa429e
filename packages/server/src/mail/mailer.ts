// Email leaves through the configured SMTP server, or, without one, stays in the outbox table and is printed on the
// server's console, so that the operator of a default install can hand a link on. Either way the outbox keeps a
// record of what was sent, under the organisation of the environment that sent it.
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { scoped } from '../db/scope.js';
import { organizationOfEnvironment, recordInOutbox } from './repo/outbox.js';

export interface OutgoingMail {
  environmentId: string;
  messageId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * `platform` for the platform's own mail (member invitations), never listed to the university; `notification`
   * (the default) for a workflow's mail.
   */
  category?: 'notification' | 'platform';
  /** The trigger identifier of the workflow that sent it, when one did. */
  templateIdentifier?: string | null;
}

/** Where the outbox record is written, its clock and its ids. */
export interface MailRecord {
  db: Kysely<Database>;
  now: () => Date;
  newId: () => string;
}

export interface Mailer {
  /** Delivers or keeps the mail; answers the provider's message id when an SMTP server took it. */
  send(mail: OutgoingMail): Promise<{ delivered: boolean; providerMessageId: string | null }>;
  close(): void;
}

/** Header values never carry line breaks (SMTP header injection). */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** How a mail kept without SMTP reads on the console. */
export function describeKeptMail(mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'>): string {
  return `\nMail kept in the outbox (no SMTP_URL)\nTo: ${oneLine(mail.to)}\nSubject: ${oneLine(mail.subject)}\n\n${mail.text}\n`;
}

/** Records every mail in `record`'s outbox; `print` receives each one kept without SMTP (the console by default). */
export function createMailer(
  record: MailRecord,
  smtpUrl: string | undefined,
  from: string,
  print: (text: string) => void = (text) => process.stdout.write(text),
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      let providerMessageId: string | null = null;
      if (transport) {
        const info = await transport.sendMail({
          from,
          to: oneLine(mail.to),
          subject: oneLine(mail.subject),
          html: mail.html,
          text: mail.text,
        });
        providerMessageId = info.messageId ?? null;
      }
      const db = scoped(record.db, { environmentId: mail.environmentId });
      const environment = await organizationOfEnvironment(db, mail.environmentId);
      await recordInOutbox(db, {
        id: record.newId(),
        environment_id: mail.environmentId,
        message_id: mail.messageId,
        to: oneLine(mail.to),
        subject: oneLine(mail.subject),
        html: mail.html,
        text: mail.text,
        status: transport ? 'sent' : 'outbox',
        provider_message_id: providerMessageId,
        created_at: record.now().toISOString(),
        organization_id: environment?.organization_id ?? null,
        category: mail.category ?? 'notification',
        template_identifier: mail.templateIdentifier ?? null,
      });
      if (!transport) print(describeKeptMail(mail));
      return { delivered: Boolean(transport), providerMessageId };
    },
    close() {
      transport?.close();
    },
  };
}

/** A plain-text version of an HTML body, for mail clients that show no HTML. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(br|\/p|\/div|\/h[1-6]|\/li)[^>]*>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      // Last, so that an escaped entity such as &amp;lt; comes out as the text &lt;.
      .replace(/&amp;/g, '&')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
