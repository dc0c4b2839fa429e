// Loads what a job's step reads: its notification's payload and overrides, the subscriber, the workflow, the
// tenant, a digest's events before it, and the translations its templates may use.
import type { NotifyContext } from '../context.js';
import { jobContextRow } from '../repo/engine/jobs.js';
import type { Job } from '../../db/tables/notify.js';
import { digestDataFor } from './digest.js';
import type { JobLog } from './execution-log.js';
import type { JobContext } from './job.js';
import { TRANSLATIONS } from './templates.js';
import { tenantOfJob } from './tenant-context.js';
import { translationsForJob } from './translations.js';

/**
 * The job's context; undefined when its notification, subscriber or workflow is gone. The notification, the
 * subscriber, the workflow and the environment's organisation are one query: each step runs this once.
 */
export async function loadJobContext(
  ctx: Pick<NotifyContext, 'config' | 'db'>,
  job: Job,
  log: JobLog,
): Promise<JobContext | undefined> {
  const row = await jobContextRow(ctx.db, job);
  if (!row) return undefined;
  const {
    notification_payload,
    workflow_id,
    workflow_critical,
    workflow_preference_settings,
    workflow_trigger_identifier,
    workflow_locked,
    organization_id,
    ...subscriber
  } = row;
  const workflow = {
    id: workflow_id,
    critical: workflow_critical,
    preference_settings: workflow_preference_settings,
    trigger_identifier: workflow_trigger_identifier,
    locked: workflow_locked,
  };
  const stored = JSON.parse(notification_payload) as {
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
    organizationId: organization_id,
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
