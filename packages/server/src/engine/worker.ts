// The in-process worker: runs due jobs from the durable job table in order. A job is claimed by moving it to
// `running` in one conditional update, so two workers never run the same job; after a crash, `recover()` puts
// running jobs back in the queue and delayed jobs simply wait for their time.
import { sql } from 'kysely';
import {
  safeLinkUrl,
  type Channel,
  type DelayStep,
  type EmailStep,
  type InAppStep,
  type Tenant,
  type WorkflowStep,
} from '@herald/protocol';
import type { AppContext } from '../context.js';
import type { Job } from '../db/schema.js';
import { createInAppMessage, deliveredMessage } from '../notifications/messages.js';
import { safeActor } from '../notifications/links.js';
import { newObjectId } from '../security/crypto.js';
import { jobLog, type JobLog, type JobLogEntry } from './execution-log.js';
import { channelAllowed } from './preferences.js';
import { render, TemplateError, TRANSLATIONS } from './templates.js';
import { translationsForJob } from './translations.js';
import { renderEmail } from './layouts.js';
import { addTime, valueAtPath } from './time.js';
import { emailIntegration, runChat, runPush, runSms, sendEmailThroughIntegration } from './channels.js';
import { callFilterWebhook, passesFilters, WebhookFilterError, type FilterScope } from './filters.js';
import { presenceOf } from './presence.js';
import { digestDataFor, runDigest } from './digest.js';
import { selectTenant, tenantOfJob } from './tenant-context.js';
import { createRetention } from './activity-retention.js';
import { attemptOf, nextAttemptAt, retryableDelivery, retryDelivery } from './retry.js';

/** What a step did: finished, or asked to run again at a later time (a delay). */
export type StepOutcome =
  | { status: 'completed' | 'failed' | 'canceled'; error?: string; stopsChain?: boolean }
  /** A digest that sends at once (skipped) or joined another event's digest (merged: its later steps stop). */
  | { status: 'skipped' | 'merged' }
  | { status: 'delayed'; until: Date }
  /** Run the step again at `until` (a webhook filter or webhook provider that did not answer). */
  | { status: 'retry'; until: Date };

export interface Worker {
  /** Runs every job due now, including the ones they make due, and resolves when none is left. */
  drain(): Promise<number>;
  /** Starts polling; due jobs also start at once after `wake()`. */
  start(): void;
  wake(): void;
  /** Puts jobs left running by a stopped process back in the queue. */
  recover(): Promise<void>;
  stop(): Promise<void>;
}

const POLL_MS = 1000;
const BATCH = 50;

export interface JobContext {
  job: Job;
  workflow: { id: string; critical: number; preference_settings: string; trigger_identifier: string };
  data: Record<string, unknown>;
  payload: Record<string, unknown>;
  overrides: Record<string, unknown>;
  /** The trigger's tenant as stored now; null without one (or with multi-tenancy off). */
  tenant: Tenant | null;
  subscriber: {
    id: string;
    subscriber_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
  };
  log(entry: JobLogEntry): Promise<void>;
}

export function createWorker(ctx: AppContext): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  const retention = createRetention(ctx);

  async function load(job: Job, log: JobLog): Promise<JobContext | undefined> {
    const notification = await ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', job.notification_id)
      .executeTakeFirst();
    const subscriber = await ctx.db
      .selectFrom('subscribers')
      .selectAll()
      .where('id', '=', job.subscriber_id)
      .executeTakeFirst();
    if (!notification || !subscriber) return undefined;
    const workflow = await ctx.db
      .selectFrom('workflows')
      .select(['id', 'critical', 'preference_settings', 'trigger_identifier'])
      .where('id', '=', notification.workflow_id)
      .executeTakeFirst();
    if (!workflow) return undefined;
    const stored = JSON.parse(notification.payload) as {
      payload?: Record<string, unknown>;
      overrides?: Record<string, unknown>;
      actor?: unknown;
    };
    const payload = stored.payload ?? {};
    const subscriberData = {
      subscriberId: subscriber.subscriber_id,
      firstName: subscriber.first_name,
      lastName: subscriber.last_name,
      email: subscriber.email,
      phone: subscriber.phone,
      avatar: subscriber.avatar,
      locale: subscriber.locale,
      data: subscriber.data ? (JSON.parse(subscriber.data) as unknown) : null,
    };
    const tenant = await tenantOfJob(ctx, job);
    return {
      job,
      workflow,
      payload,
      overrides: stored.overrides ?? {},
      tenant,
      subscriber,
      // Payload keys sit at the top level of the template data, as on the platform.
      data: {
        ...payload,
        subscriber: subscriberData,
        actor: stored.actor ?? null,
        // What a digest before this step gathered: step.digest, step.events, step.total_count.
        step: await digestDataFor(ctx, job.notification_id, job.step_index),
        // What `i18n` reads, loaded now so that rendering never waits on the database.
        [TRANSLATIONS]: await translationsForJob(ctx, job, subscriber.locale),
        // Only with a tenant, so that a payload key of that name stays readable, as on the platform.
        ...(tenant && { tenant }),
      },
      log: log.log,
    };
  }

  async function preferenceFilter(job: JobContext, channel: Channel): Promise<StepOutcome | undefined> {
    const verdict = await channelAllowed(ctx, job.subscriber.id, job.workflow, channel);
    if (verdict.allowed) return undefined;
    await job.log({
      detail:
        verdict.scope === 'global' ? 'STEP_FILTERED_BY_GLOBAL_PREFERENCES' : 'STEP_FILTERED_BY_PREFERENCES',
      raw: { channel },
    });
    return { status: 'canceled', error: 'Filtered by subscriber preferences' };
  }

  async function runInApp(job: JobContext, step: InAppStep): Promise<StepOutcome> {
    const filtered = await preferenceFilter(job, 'in_app');
    if (filtered) return filtered;
    // A job re-run after a crash must not create its message twice.
    const existing = await ctx.db
      .selectFrom('messages')
      .select('id')
      .where('job_id', '=', job.job.id)
      .executeTakeFirst();
    if (existing) return { status: 'completed' };
    const content = render(step.content, job.data);
    // Links are data: a rendered url or avatar that is neither an http(s) URL nor a path is dropped and logged.
    const rendered = step.redirectUrl ? render(step.redirectUrl, job.data) : undefined;
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
    let feedId: string | null = null;
    if (step.feedIdentifier) {
      const feed = await ctx.db
        .selectFrom('feeds')
        .select('id')
        .where('environment_id', '=', job.job.environment_id)
        .where('identifier', '=', step.feedIdentifier)
        .executeTakeFirst();
      feedId = feed?.id ?? null;
    }
    const message = await createInAppMessage(ctx, {
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
      feedId,
      workflowId: job.workflow.id,
      notificationId: job.job.notification_id,
      jobId: job.job.id,
      transactionId: job.job.transaction_id,
      payload: job.payload,
    });
    await job.log({
      detail: 'MESSAGE_CREATED',
      code: 'IN_APP_MESSAGE_CREATED',
      status: 'Success',
      raw: await deliveredMessage(ctx.db, message),
    });
    return { status: 'completed' };
  }

  async function runEmail(job: JobContext, step: EmailStep): Promise<StepOutcome> {
    const filtered = await preferenceFilter(job, 'email');
    if (filtered) return filtered;
    if (!job.subscriber.email) {
      await job.log({
        detail: 'SUBSCRIBER_NO_CHANNEL_DETAILS',
        code: 'SUBSCRIBER_MISSING_EMAIL',
        status: 'Failed',
      });
      return { status: 'failed', error: 'Subscriber has no email address' };
    }
    const existing = await ctx.db
      .selectFrom('messages')
      .select('id')
      .where('job_id', '=', job.job.id)
      .executeTakeFirst();
    if (existing) return { status: 'completed' };
    const integration = await emailIntegration(ctx, job);
    const { subject, html, text } = await renderEmail(ctx, job, step);
    const messageId = newObjectId();
    await ctx.db
      .insertInto('messages')
      .values({
        id: messageId,
        environment_id: job.job.environment_id,
        subscriber_id: job.subscriber.id,
        channel: 'email',
        template_identifier: job.workflow.trigger_identifier,
        content: html,
        cta: null,
        actor: null,
        seen: 0,
        read: 0,
        last_seen_at: null,
        last_read_at: null,
        created_at: ctx.now().toISOString(),
        transaction_id: job.job.transaction_id,
        notification_id: job.job.notification_id,
        job_id: job.job.id,
        feed_id: null,
        workflow_id: job.workflow.id,
        payload: JSON.stringify(job.payload),
        subject,
      })
      .execute();
    await job.log({ detail: 'MESSAGE_CREATED' });
    try {
      // The environment's primary email integration delivers when there is one; else the server's own mailer.
      const sent = integration
        ? await sendEmailThroughIntegration(ctx, job, integration, {
            messageId,
            to: job.subscriber.email,
            subject,
            html,
            text,
          })
        : await ctx.mailer.send(ctx, {
            environmentId: job.job.environment_id,
            messageId,
            templateIdentifier: job.workflow.trigger_identifier,
            to: job.subscriber.email,
            subject,
            html,
            text,
          });
      await job.log({ detail: 'MESSAGE_SENT', status: 'Success', raw: sent });
      return { status: 'completed' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retry =
        retryableDelivery(error) &&
        (await retryDelivery(ctx, job, [reason], () =>
          ctx.db.deleteFrom('messages').where('id', '=', messageId).execute(),
        ));
      if (retry) return retry;
      await job.log({
        detail: 'PROVIDER_ERROR',
        code: 'MAIL_PROVIDER_DELIVERY_ERROR',
        status: 'Failed',
        raw: { reason },
      });
      return { status: 'failed', error: reason };
    }
  }

  async function runDelay(job: JobContext, step: DelayStep): Promise<StepOutcome> {
    // Second visit: the wait is over.
    if (job.job.status === 'delayed') {
      await job.log({ detail: 'DELAY_FINISHED' });
      return { status: 'completed' };
    }
    let until: Date;
    const override = job.overrides.delay as
      { amount?: number; unit?: Parameters<typeof addTime>[2] } | undefined;
    if (override?.amount && override.unit) {
      until = addTime(ctx.now(), override.amount, override.unit);
    } else if (step.delayType === 'scheduled') {
      const value = valueAtPath(job.payload, step.delayPath);
      until = new Date(typeof value === 'string' || typeof value === 'number' ? value : Number.NaN);
      if (Number.isNaN(until.getTime()) || until.getTime() <= ctx.now().getTime()) {
        await job.log({
          detail: 'DELAY_MISCONFIGURATION',
          code: value === undefined ? 'MISSING_PAYLOAD_VARIABLE' : undefined,
          raw: {
            delayPath: step.delayPath,
            reason: `Delay date at path ${step.delayPath} must be a future date`,
          },
        });
        // Sending at once what was meant for later would surprise everyone: the rest of the chain stops too.
        return {
          status: 'canceled',
          error: `Delay date at path ${step.delayPath} must be a future date`,
          stopsChain: true,
        };
      }
    } else {
      until = addTime(ctx.now(), step.amount, step.unit);
    }
    await job.log({ detail: 'STEP_DELAYED', raw: { until: until.toISOString() } });
    return { status: 'delayed', until };
  }

  function filterScope(job: JobContext, step: WorkflowStep): FilterScope {
    return {
      // Tenant parts read the tenant alone, never a payload key of the same name.
      variables: { ...job.data, payload: job.payload, tenant: job.tenant },
      presence: () => presenceOf(ctx, job.subscriber.id),
      async previousMessage(stepUuid) {
        const jobs = await ctx.db
          .selectFrom('jobs')
          .select(['id', 'step'])
          .where('notification_id', '=', job.job.notification_id)
          .where('step_index', '<', job.job.step_index)
          .execute();
        const earlier = jobs.find(
          (candidate) => (JSON.parse(candidate.step) as { uuid?: string }).uuid === stepUuid,
        );
        if (!earlier) return undefined;
        const message = await ctx.db
          .selectFrom('messages')
          .select(['channel', 'seen', 'read'])
          .where('job_id', '=', earlier.id)
          .executeTakeFirst();
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
      const until = nextAttemptAt(ctx, job);
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

  async function runStep(job: JobContext): Promise<StepOutcome> {
    const step = JSON.parse(job.job.step) as WorkflowStep;
    try {
      // A delay or digest already waiting was filtered when it started.
      if (!((step.type === 'delay' || step.type === 'digest') && job.job.status === 'delayed')) {
        const withoutTenant = await selectTenant(ctx, job);
        if (withoutTenant) return withoutTenant;
        const filtered = await stepFilter(job, step);
        if (filtered) return filtered;
      }
      switch (step.type) {
        case 'in_app':
          return await runInApp(job, step);
        case 'email':
          return await runEmail(job, step);
        case 'sms':
        case 'chat':
        case 'push': {
          const filtered = await preferenceFilter(job, step.type);
          if (filtered) return filtered;
          if (step.type === 'sms') return await runSms(ctx, job, step);
          if (step.type === 'chat') return await runChat(ctx, job, step);
          return await runPush(ctx, job, step);
        }
        case 'delay':
          return await runDelay(job, step);
        case 'digest':
          return await runDigest(ctx, job, step);
        default:
          return { status: 'failed', error: `Unsupported step type ${(step as { type: string }).type}` };
      }
    } catch (error) {
      if (error instanceof TemplateError) {
        await job.log({
          detail: 'MESSAGE_CONTENT_NOT_GENERATED',
          code: step.type === 'email' ? 'SYNTAX_ERROR_IN_EMAIL_EDITOR' : undefined,
          raw: { reason: error.message },
        });
        return { status: 'failed', error: error.message };
      }
      throw error;
    }
  }

  /** Claims a due job; false when another run took it first. */
  async function claim(job: Job): Promise<boolean> {
    const result = await ctx.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: sql`attempts + 1`, updated_at: ctx.now().toISOString() })
      .where('id', '=', job.id)
      .where('status', '=', job.status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function finish(job: Job, outcome: StepOutcome): Promise<void> {
    const now = ctx.now().toISOString();
    if (outcome.status === 'retry') {
      await ctx.db
        .updateTable('jobs')
        .set({ status: 'queued', run_at: outcome.until.toISOString(), updated_at: now })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    if (outcome.status === 'delayed') {
      await ctx.db
        .updateTable('jobs')
        .set({ status: 'delayed', run_at: outcome.until.toISOString(), updated_at: now })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    if (outcome.status === 'merged') {
      // The event now lives in another digest: this notification's later steps never run on their own.
      await ctx.db
        .updateTable('jobs')
        .set({ status: 'merged', updated_at: now })
        .where('notification_id', '=', job.notification_id)
        .where((eb) => eb.or([eb('id', '=', job.id), eb('status', '=', 'pending')]))
        .execute();
      return;
    }
    await ctx.db
      .updateTable('jobs')
      .set({
        status: outcome.status,
        error: 'error' in outcome ? (outcome.error ?? null) : null,
        updated_at: now,
      })
      .where('id', '=', job.id)
      .execute();
    if ('stopsChain' in outcome && outcome.stopsChain) {
      await ctx.db
        .updateTable('jobs')
        .set({ status: 'canceled', updated_at: now })
        .where('notification_id', '=', job.notification_id)
        .where('status', '=', 'pending')
        .execute();
      return;
    }
    // The next step runs after this one whatever its outcome, unless the transaction was canceled meanwhile.
    const next = await ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('notification_id', '=', job.notification_id)
      .where('status', '=', 'pending')
      .where('step_index', '>', job.step_index)
      .orderBy('step_index')
      .limit(1)
      .executeTakeFirst();
    if (next) {
      await ctx.db
        .updateTable('jobs')
        .set({ status: 'queued', run_at: now, updated_at: now })
        .where('id', '=', next.id)
        .where('status', '=', 'pending')
        .execute();
    }
  }

  async function runOnce(): Promise<number> {
    let ran = 0;
    for (;;) {
      const due = await ctx.db
        .selectFrom('jobs')
        .selectAll()
        .where('status', 'in', ['queued', 'delayed'])
        .where('run_at', '<=', ctx.now().toISOString())
        .orderBy('run_at')
        .orderBy('created_at')
        .orderBy('step_index')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return ran;
      for (const job of due) {
        const previousStatus = job.status;
        if (!(await claim(job))) continue;
        const log = jobLog(ctx, job);
        let outcome: StepOutcome;
        try {
          const loaded = await load({ ...job, status: previousStatus }, log);
          outcome = loaded
            ? await runStep(loaded)
            : { status: 'failed', error: 'Notification or subscriber is gone' };
        } catch (error) {
          ctx.log.error({ err: error, jobId: job.id }, 'job failed');
          outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
        }
        await log.flush();
        await finish(job, outcome);
        ran += 1;
      }
    }
  }

  function drain(): Promise<number> {
    // One run at a time; a second caller waits for the run in progress, then runs again for what it made due.
    const previous = running ?? Promise.resolve(0);
    const run = async () => {
      const ran = await runOnce();
      // The activity log's retention runs on the same clock, at most once an hour.
      await retention.runIfDue().catch((error: unknown) => ctx.log.error({ err: error }, 'purge failed'));
      return ran;
    };
    const next = previous.then(run, run);
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  async function schedule() {
    if (stopped) return;
    await drain().catch((error: unknown) => ctx.log.error({ err: error }, 'job run failed'));
    if (stopped) return;
    const nextDue = await ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('status', 'in', ['queued', 'delayed'])
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst()
      .catch(() => undefined);
    const wait = nextDue?.run_at ? new Date(nextDue.run_at).getTime() - ctx.now().getTime() : POLL_MS;
    clearTimeout(timer);
    timer = setTimeout(() => void schedule(), Math.max(10, Math.min(POLL_MS, wait)));
    timer.unref();
  }

  return {
    drain,
    start() {
      stopped = false;
      void schedule();
    },
    wake() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(() => void schedule(), 0);
      timer.unref();
    },
    async recover() {
      await ctx.db
        .updateTable('jobs')
        .set({ status: 'queued', run_at: ctx.now().toISOString(), updated_at: ctx.now().toISOString() })
        .where('status', '=', 'running')
        .execute();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
