// The email step: the subject and body rendered in their layout, sent through the environment's primary email
// integration when there is one, else through the server's own mailer (SMTP, or the outbox without it).
import type { EmailStep } from '@herald/protocol';
import { deleteMessage } from '../../repo/messages.js';
import type { NotifyContext } from '../../context.js';
import type { Mailer, OutgoingMail } from '../../../mail/mailer.js';
import type { ProviderRuntime, SendResult } from '../../providers/types.js';
import { primaryIntegration, type ActiveIntegration, type IntegrationDeps } from '../integrations.js';
import type { JobContext, StepHandler } from '../job.js';
import { renderEmail } from '../layouts.js';
import { retryableDelivery, retryDelivery } from '../retry.js';
import {
  alreadySent,
  overridesFor,
  reasonOf,
  selected,
  storeMessage,
  text,
  type MessageDeps,
} from './delivery.js';

export type EmailDeps = IntegrationDeps &
  MessageDeps &
  Pick<NotifyContext, 'log'> & {
    runtime: () => ProviderRuntime;
    /** The server's own mailer. */
    sendMail: (mail: OutgoingMail) => ReturnType<Mailer['send']>;
  };

/** Sends an email through an email integration. */
function sendThroughIntegration(
  deps: EmailDeps,
  job: JobContext,
  integration: ActiveIntegration,
  mail: { messageId: string; to: string; subject: string; html: string; text: string },
): Promise<SendResult> {
  const overrides = overridesFor(job, 'email', integration.provider.id);
  const extra = Array.isArray(overrides.to)
    ? overrides.to.filter((to): to is string => typeof to === 'string')
    : [];
  return integration.provider.send(
    integration.credentials,
    {
      to: [...new Set([mail.to, ...extra])],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      id: mail.messageId,
      environmentId: job.job.environment_id,
      ...(text(overrides.from) && { from: text(overrides.from) }),
      ...(text(overrides.senderName) && { senderName: text(overrides.senderName) }),
      ...(text(overrides.replyTo) && { replyTo: text(overrides.replyTo) }),
      notificationDetails: {
        transactionId: job.job.transaction_id,
        workflowIdentifier: job.workflow.trigger_identifier,
        subscriberId: job.subscriber.subscriber_id,
      },
    },
    deps.runtime(),
  );
}

export const emailStep = (deps: EmailDeps): StepHandler<EmailStep> => ({
  channel: 'email',
  async run(job, step) {
    const to = job.subscriber.email;
    if (!to) {
      await job.log({
        detail: 'SUBSCRIBER_NO_CHANNEL_DETAILS',
        code: 'SUBSCRIBER_MISSING_EMAIL',
        status: 'Failed',
      });
      return { status: 'failed', error: 'Subscriber has no email address' };
    }
    if (await alreadySent(deps, job)) return { status: 'completed' };
    const integration = await primaryIntegration(deps, job.job.environment_id, 'email');
    if (integration) await job.log({ detail: 'INTEGRATION_INSTANCE_SELECTED', raw: selected(integration) });
    const { subject, html, text: plain } = await renderEmail(deps, job, step);
    const messageId = await storeMessage(deps, job, 'email', html, subject);
    await job.log({ detail: 'MESSAGE_CREATED' });
    try {
      const mail = { messageId, to, subject, html, text: plain };
      const sent = integration
        ? await sendThroughIntegration(deps, job, integration, mail)
        : await deps.sendMail({
            ...mail,
            environmentId: job.job.environment_id,
            templateIdentifier: job.workflow.trigger_identifier,
          });
      await job.log({ detail: 'MESSAGE_SENT', status: 'Success', raw: sent });
      return { status: 'completed' };
    } catch (error) {
      const reason = reasonOf(error);
      const retry =
        retryableDelivery(error) &&
        (await retryDelivery(deps, job, [reason], () => deleteMessage(deps.db, messageId)));
      if (retry) return retry;
      await job.log({
        detail: 'PROVIDER_ERROR',
        code: 'MAIL_PROVIDER_DELIVERY_ERROR',
        status: 'Failed',
        raw: { reason },
      });
      return { status: 'failed', error: reason };
    }
  },
});
