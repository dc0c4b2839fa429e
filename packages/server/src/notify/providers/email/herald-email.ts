import { deploymentOf } from '../deployment.js';
import { defineProvider, ProviderError } from '../types.js';

// Herald's own email provider: no credentials; each mail leaves through the server's mailer (SMTP_URL, else it stays
// in the outbox table), from the deployment's MAIL_FROM, exactly as workflow email does without an integration.
export const heraldEmail = defineProvider({
  id: 'herald-email',
  displayName: 'Herald Email',
  channel: 'email',
  credentials: [],
  docReference: 'https://docs.herald.localhost/providers/herald-email',
  async send(_credentials, request, runtime) {
    const deployment = deploymentOf(runtime, 'Herald Email');
    if (!request.environmentId) {
      throw new ProviderError('Herald Email needs the environment the mail belongs to', { retryable: false });
    }
    let id: string | null = null;
    // The mailer takes one recipient at a time; each keeps its own outbox record.
    for (const to of request.to) {
      const sent = await deployment.mail({
        environmentId: request.environmentId,
        messageId: request.id,
        templateIdentifier: request.notificationDetails?.workflowIdentifier ?? null,
        to,
        subject: request.subject,
        html: request.html,
        text: request.text,
      });
      id ??= sent.providerMessageId;
    }
    return { id, date: runtime.now().toISOString() };
  },
});
