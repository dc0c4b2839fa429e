// The in-app step: the rendered message goes into the subscriber's feed (the step's feed, when it names one) and
// to their sockets; a link or avatar that is neither an http(s) URL nor a path is dropped and logged.
import { safeLinkUrl, type InAppStep } from '@herald/protocol';
import { feedOfIdentifier } from '../../repo/messages.js';
import type { NotifyContext } from '../../context.js';
import type { DeliveredMessage } from '@herald/protocol';
import { safeActor } from '../../notifications/links.js';
import type { NewInAppMessage } from '../../notifications/messages.js';
import type { StepHandler } from '../job.js';
import { renderLimited } from '../render-limits.js';
import { alreadySent } from './delivery.js';

/** The templates of an in-app step, as the step renders them. */
export const inAppTemplates = (step: InAppStep) => ({
  content: step.content,
  redirectUrl: step.redirectUrl || undefined,
});

/** Renders an in-app step's templates with a job's data. */
export type InAppRender = (
  templates: ReturnType<typeof inAppTemplates>,
  data: Record<string, unknown>,
) => Promise<{ content: string; redirectUrl: string | undefined }>;

/** The render of every in-app step but one rendered ahead of its transaction (render-ahead.ts). */
export const renderInApp: InAppRender = (templates, data) => renderLimited('in_app', templates, data);

export type InAppDeps = Pick<NotifyContext, 'db'> & {
  /** Stores the message and tells the subscriber's sockets; answers it as they received it. */
  deliverMessage: (input: NewInAppMessage) => Promise<{ delivered: DeliveredMessage }>;
  renderInApp: InAppRender;
};

export const inAppStep = (deps: InAppDeps): StepHandler<InAppStep> => ({
  channel: 'in_app',
  async run(job, step) {
    if (await alreadySent(deps, job)) return { status: 'completed' };
    const { content, redirectUrl: rendered } = await deps.renderInApp(inAppTemplates(step), job.data);
    const url = safeLinkUrl(rendered);
    const actor = step.actor ? safeActor(step.actor) : null;
    if ((rendered && !url) || (step.actor && actor?.data !== step.actor.data)) {
      await job.log({
        detail: 'MESSAGE_LINK_DROPPED',
        raw: {
          ...(rendered && !url && { redirectUrl: rendered.slice(0, 200) }),
          ...(step.actor &&
            actor?.data !== step.actor.data && { avatar: String(step.actor.data).slice(0, 200) }),
        },
      });
    }
    const feed = step.feedIdentifier
      ? await feedOfIdentifier(deps.db, job.job.environment_id, step.feedIdentifier)
      : undefined;
    const { delivered } = await deps.deliverMessage({
      environmentId: job.job.environment_id,
      subscriberRowId: job.subscriber.id,
      content,
      templateIdentifier: job.workflow.trigger_identifier,
      cta: {
        type: 'redirect',
        data: url ? { url } : {},
        ...(step.buttons && step.buttons.length > 0
          ? { action: { status: 'pending', buttons: step.buttons } }
          : {}),
      },
      actor,
      feedId: feed?.id ?? null,
      workflowId: job.workflow.id,
      notificationId: job.job.notification_id,
      jobId: job.job.id,
      transactionId: job.job.transaction_id,
      payload: job.payload,
      place: { feedIdentifier: feed?.identifier ?? null, organizationId: job.organizationId },
    });
    await job.log({
      detail: 'MESSAGE_CREATED',
      code: 'IN_APP_MESSAGE_CREATED',
      status: 'Success',
      raw: delivered,
    });
    return { status: 'completed' };
  },
});
