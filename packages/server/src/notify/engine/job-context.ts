// Loads what a job's step reads: its notification's payload and overrides, the subscriber, the workflow, the
// tenant, a digest's events before it, and the translations its templates may use.
import type { NotifyContext } from '../context.js';
import type { Job } from '../../db/schema.js';
import { digestDataFor } from './digest.js';
import type { JobLog } from './execution-log.js';
import type { JobContext } from './job.js';
import { TRANSLATIONS } from './templates.js';
import { tenantOfJob } from './tenant-context.js';
import { translationsForJob } from './translations.js';

/** The job's context; undefined when its notification, subscriber or workflow is gone. */
export async function loadJobContext(
  ctx: Pick<NotifyContext, 'config' | 'db'>,
  job: Job,
  log: JobLog,
): Promise<JobContext | undefined> {
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
