// Runs a claimed job's step: loads the job, selects its tenant, applies the step's filters and then, for a step
// that delivers on a channel, the subscriber's preferences (one place for every channel), and hands the step to
// its handler in the registry (steps/index.ts). A template that does not render fails the step with its reason.
import type { WorkflowStep } from '@herald/protocol';
import { earlierJobs } from '../repo/engine/jobs.js';
import { marksOfJobMessage } from '../repo/messages.js';
import type { NotifyContext } from '../context.js';
import type { Job } from '../../db/tables/notify.js';
import { deliverInAppMessage } from '../notifications/messages.js';
import { runtimeFor } from '../providers/context.js';
import type { JobLog } from './execution-log.js';
import { callFilterWebhook, passesFilters, WebhookFilterError, type FilterScope } from './filters.js';
import type { JobContext, StepHandler, StepOutcome } from './job.js';
import { loadJobContext } from './job-context.js';
import { channelAllowed } from './preferences.js';
import { presenceOf } from './presence.js';
import { attemptOf, nextAttemptAt } from './retry.js';
import { createStepRegistry } from './steps/index.js';
import { renderInApp, type InAppRender } from './steps/in-app.js';
import { TemplateError, TemplateLimitError } from './templates.js';
import { selectTenant } from './tenant-context.js';

export interface StepRunner {
  /** Runs the job's step (the job as it was before its claim); answers what the step did. */
  run(job: Job, log: JobLog): Promise<StepOutcome>;
}

export interface StepRunnerOptions {
  /** How in-app steps render: by default through the render workers, as they run. */
  renderInApp?: InAppRender;
}

export function createStepRunner(ctx: NotifyContext, options: StepRunnerOptions = {}): StepRunner {
  const runtime = () => runtimeFor(ctx);
  const steps = createStepRegistry({
    db: ctx.db,
    now: () => ctx.now(),
    newId: () => ctx.newId(),
    log: ctx.log,
    sealingKey: ctx.sealingKey,
    runtime,
    sendMail: (mail) => ctx.mailer.send(mail),
    deliverMessage: (input) => deliverInAppMessage(ctx, input),
    renderInApp: options.renderInApp ?? renderInApp,
  });

  /** Undefined when the subscriber receives the channel; otherwise the canceled outcome, logged. */
  async function preferenceFilter(job: JobContext, handler: StepHandler): Promise<StepOutcome | undefined> {
    const channel = handler.channel;
    if (!channel) return undefined;
    const verdict = await channelAllowed(ctx, job.subscriber.id, job.workflow, channel);
    if (verdict.allowed) return undefined;
    await job.log({
      detail:
        verdict.scope === 'global' ? 'STEP_FILTERED_BY_GLOBAL_PREFERENCES' : 'STEP_FILTERED_BY_PREFERENCES',
      raw: { channel },
    });
    return { status: 'canceled', error: 'Filtered by subscriber preferences' };
  }

  function filterScope(job: JobContext, step: WorkflowStep): FilterScope {
    return {
      // Tenant parts read the tenant alone, never a payload key of the same name.
      variables: { ...job.data, payload: job.payload, tenant: job.tenant },
      presence: () => presenceOf(ctx, job.subscriber.id),
      async previousMessage(stepUuid) {
        const jobs = await earlierJobs(ctx.db, job.job.notification_id, job.job.step_index);
        const earlier = jobs.find(
          (candidate) => (JSON.parse(candidate.step) as { uuid?: string }).uuid === stepUuid,
        );
        if (!earlier) return undefined;
        const message = await marksOfJobMessage(ctx.db, earlier.id);
        return message
          ? { channel: message.channel, seen: message.seen === 1, read: message.read === 1 }
          : undefined;
      },
      webhook: (url) =>
        callFilterWebhook(ctx, job.job.environment_id, url, {
          subscriber: job.data.subscriber,
          payload: job.payload,
          identifier: job.workflow.trigger_identifier,
          channel: step.type,
        }),
      now: ctx.now,
      renderFailed: (reason) => job.log({ detail: 'PROCESSING_STEP_FILTER_ERROR', raw: { reason } }),
    };
  }

  /** Undefined when the step runs; otherwise what happened to it instead. */
  async function stepFilter(job: JobContext, step: WorkflowStep): Promise<StepOutcome | undefined> {
    if (!step.filters || step.filters.length === 0) return undefined;
    try {
      const { passed, conditions } = await passesFilters(step.filters, filterScope(job, step));
      if (passed) return undefined;
      await job.log({ detail: 'FILTER_STEPS', raw: { conditions } });
      return { status: 'canceled', error: 'Filtered by the step filters' };
    } catch (error) {
      if (!(error instanceof WebhookFilterError)) throw error;
      const attempt = attemptOf(job);
      const until = nextAttemptAt({ now: ctx.now, runtime }, job);
      if (until) {
        await job.log({
          detail: 'WEBHOOK_FILTER_FAILED_RETRY',
          source: 'Webhook',
          raw: { reason: error.message, attempt },
        });
        return { status: 'retry', until };
      }
      await job.log({
        detail: 'WEBHOOK_FILTER_FAILED_LAST_RETRY',
        source: 'Webhook',
        status: 'Failed',
        raw: { reason: error.message, attempt },
      });
      return { status: 'failed', error: error.message };
    }
  }

  async function runLoaded(job: JobContext): Promise<StepOutcome> {
    const step = JSON.parse(job.job.step) as WorkflowStep;
    const handler = (steps as Partial<Record<string, StepHandler>>)[step.type];
    if (!handler) return { status: 'failed', error: `Unsupported step type ${step.type}` };
    try {
      // A delay or digest already waiting was filtered when it started.
      if (!((step.type === 'delay' || step.type === 'digest') && job.job.status === 'delayed')) {
        const withoutTenant = await selectTenant(ctx, job);
        if (withoutTenant) return withoutTenant;
        const filtered = (await stepFilter(job, step)) ?? (await preferenceFilter(job, handler));
        if (filtered) return filtered;
      }
      return await handler.run(job, step);
    } catch (error) {
      if (error instanceof TemplateError) {
        // A render past a limit is no syntax error: the entry names the limit instead.
        const limit = error instanceof TemplateLimitError ? error.limit : undefined;
        await job.log({
          detail: 'MESSAGE_CONTENT_NOT_GENERATED',
          code: step.type === 'email' && !limit ? 'SYNTAX_ERROR_IN_EMAIL_EDITOR' : undefined,
          raw: { reason: error.message, ...(limit && { limit }) },
        });
        return { status: 'failed', error: error.message };
      }
      throw error;
    }
  }

  return {
    async run(job, log) {
      const loaded = await loadJobContext(ctx, job, log);
      return loaded ? runLoaded(loaded) : { status: 'failed', error: 'Notification or subscriber is gone' };
    },
  };
}
