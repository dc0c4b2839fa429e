import { defineProvider } from '../types.js';
import { emailSender, field } from '../fields.js';
import { str } from '../http.js';
import { sendOverSmtp } from './smtp.js';

const HOST = 'smtp.office365.com';

// Microsoft 365 SMTP AUTH client submission: port 587 with STARTTLS required, signed in as the sending mailbox.
// https://learn.microsoft.com/en-us/exchange/mail-flow-best-practices/how-to-set-up-a-multifunction-device-or-application-to-send-email-using-microsoft-365-or-office-365
export const outlook365 = defineProvider({
  id: 'outlook365',
  displayName: 'Microsoft Outlook365',
  channel: 'email',
  credentials: [field('password', 'Password'), ...emailSender],
  docReference:
    'https://learn.microsoft.com/en-us/exchange/mail-flow-best-practices/how-to-set-up-a-multifunction-device-or-application-to-send-email-using-microsoft-365-or-office-365',
  send(credentials, request, runtime) {
    // The mailbox signs in as itself, so the integration's own address is the login even when a message sets `from`.
    const mailbox = str(credentials.from);
    const target = new URL(runtime.endpoint(`smtp://${HOST}:587`));
    return sendOverSmtp(
      {
        host: target.hostname,
        port: Number(target.port),
        secure: false,
        requireTLS: true,
        // The certificate must be Microsoft's, whatever address the name resolved to.
        servername: HOST,
        tls: {
          minVersion: 'TLSv1.2',
          ...(runtime.trustedCertificates && { ca: runtime.trustedCertificates }),
        },
        auth: { user: mailbox, pass: str(credentials.password) },
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 30_000,
      },
      { address: request.from ?? mailbox, name: request.senderName ?? str(credentials.senderName) },
      request,
      runtime,
    );
  },
});
