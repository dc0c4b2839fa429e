// Every provider Herald delivers through. Only adapters that really deliver are listed here.
import type { Channel, Provider } from '@herald/protocol';
import type { ProviderDefinition } from './types.js';
import { customSmtp } from './email/nodemailer.js';
import { emailWebhook } from './email/email-webhook.js';
import { mailgun } from './email/mailgun.js';
import { postmark } from './email/postmark.js';
import { resend } from './email/resend.js';
import { sendgrid } from './email/sendgrid.js';
import { sendinblue } from './email/sendinblue.js';
import { ses } from './email/ses.js';
import { sparkpost } from './email/sparkpost.js';
import { genericSms } from './sms/generic-sms.js';
import { nexmo } from './sms/nexmo.js';
import { plivo } from './sms/plivo.js';
import { sns } from './sms/sns.js';
import { twilio } from './sms/twilio.js';
import { discord, mattermost, msteams, rocketChat, slack } from './chat/webhook-chat.js';
import { apns } from './push/apns.js';
import { expo } from './push/expo.js';
import { fcm } from './push/fcm.js';
import { oneSignal } from './push/one-signal.js';
import { pushWebhook } from './push/push-webhook.js';
import { heraldInApp } from './in-app/herald.js';

export const PROVIDERS: readonly ProviderDefinition[] = [
  sendgrid,
  mailgun,
  postmark,
  ses,
  customSmtp,
  resend,
  sendinblue,
  sparkpost,
  emailWebhook,
  twilio,
  nexmo,
  plivo,
  sns,
  genericSms,
  slack,
  discord,
  msteams,
  mattermost,
  rocketChat,
  fcm,
  apns,
  expo,
  oneSignal,
  pushWebhook,
  heraldInApp,
] as ProviderDefinition[];

const byId = new Map(PROVIDERS.map((provider) => [provider.id, provider]));

export function findProvider(id: string): ProviderDefinition | undefined {
  return byId.get(id);
}

/** The catalogue as the API answers it. */
export function providerToWire(provider: ProviderDefinition): Provider {
  return {
    id: provider.id,
    displayName: provider.displayName,
    channel: provider.channel as Channel,
    credentials: provider.credentials,
    docReference: provider.docReference,
  };
}
