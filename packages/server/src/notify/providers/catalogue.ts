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
import { sms77 } from './sms/sms77.js';
import { gupshup } from './sms/gupshup.js';
import { burstSms } from './sms/burst-sms.js';
import { bulkSms } from './sms/bulk-sms.js';
import { clickatell } from './sms/clickatell.js';
import { maqsam } from './sms/maqsam.js';
import { africasTalking } from './sms/africas-talking.js';
import { simpletexting } from './sms/simpletexting.js';
import { bandwidth } from './sms/bandwidth.js';
import { plunk } from './email/plunk.js';
import { smsCentral } from './sms/sms-central.js';
import { azureSms } from './sms/azure-sms.js';
import { infobipEmail } from './email/infobip-email.js';
import { braze } from './email/braze.js';
import { ringCentral } from './sms/ring-central.js';
import { mailjet } from './email/mailjet.js';
import { mandrill } from './email/mandrill.js';
import { mailersend } from './email/mailersend.js';
import { mailtrap } from './email/mailtrap.js';
import { netcore } from './email/netcore.js';
import { telnyx } from './sms/telnyx.js';
import { messagebird } from './sms/messagebird.js';
import { infobipSms } from './sms/infobip-sms.js';
import { isendSms } from './sms/isend-sms.js';
import { fortySixElks } from './sms/forty-six-elks.js';
import { clicksend } from './sms/clicksend.js';
import { termii } from './sms/termii.js';
import { brevoSms } from './sms/brevo-sms.js';
import { sendchamp } from './sms/sendchamp.js';
import { firetext } from './sms/firetext.js';
import { kannel } from './sms/kannel.js';
import { grafanaOnCall, ryver, zulip } from './chat/zulip.js';
import { getstream } from './chat/getstream.js';
import { pusherBeams } from './push/pusher-beams.js';
import { pushpad } from './push/pushpad.js';
import { heraldEmail } from './email/herald-email.js';
import { outlook365 } from './email/outlook365.js';
import { emailjs } from './email/emailjs.js';
import { clickatellEmail } from './email/clickatell-email.js';
import { heraldSms } from './sms/herald-sms.js';

export const PROVIDERS: readonly ProviderDefinition[] = [
  heraldEmail,
  sendgrid,
  mailgun,
  postmark,
  ses,
  customSmtp,
  resend,
  sendinblue,
  sparkpost,
  mailjet,
  mandrill,
  mailersend,
  mailtrap,
  netcore,
  plunk,
  infobipEmail,
  braze,
  emailWebhook,
  outlook365,
  emailjs,
  clickatellEmail,
  heraldSms,
  twilio,
  nexmo,
  plivo,
  sns,
  genericSms,
  telnyx,
  messagebird,
  infobipSms,
  isendSms,
  fortySixElks,
  clicksend,
  termii,
  brevoSms,
  sendchamp,
  firetext,
  kannel,
  sms77,
  gupshup,
  burstSms,
  bulkSms,
  clickatell,
  maqsam,
  africasTalking,
  simpletexting,
  bandwidth,
  smsCentral,
  azureSms,
  ringCentral,
  slack,
  discord,
  msteams,
  mattermost,
  rocketChat,
  zulip,
  ryver,
  grafanaOnCall,
  getstream,
  fcm,
  apns,
  expo,
  oneSignal,
  pushWebhook,
  pusherBeams,
  pushpad,
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
