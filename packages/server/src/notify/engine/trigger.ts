// A trigger turns a workflow and a payload into one notification per recipient and one job per active step.
import { randomUUID } from 'node:crypto';
import type { Recipient, TriggerBody, TriggerResult, WorkflowStep } from '@herald/protocol';
import type { NotifyContext } from '../context.js';

/** What triggering and cancelling read of the service's context. */
export type TriggerDeps = Pick<NotifyContext, 'config' | 'db' | 'jobs' | 'newId' | 'now' | 'keptSubscribers'>;
import { HttpError } from '../../http/errors.js';
import { triggerTenantIdentifier } from '../management/tenants.js';
import { subscriberWithProfile, upsertSubscriber } from '../notifications/subscribers.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Subscriber, Workflow } from '../../db/tables/notify.js';
import type { Environment } from '../../db/tables/platform.js';
import { forEnvironment } from '../../db/scope.js';
import { lockDigestKey, type DigestKey } from './digest.js';
import { writeLog, type LogEntry } from './execution-log.js';
import {
  cancelJobIf,
  cancelStepAfterIf,
  cancelTransactionJobs,
  digestKeysOfTransaction,
  digestsOfTransaction,
  makeDigest,
  mergedInto,
  mergeJobsInto,
  unmergeStepsAfter,
} from '../repo/engine/cancel.js';
import { inServerTransaction } from '../../db/transaction.js';
import {
  insertJobs,
  insertNotification,
  lockedWorkflowAmong,
  notificationOfTransaction,
  topicMembers,
  topicOfKey,
  workflowOfTrigger,
} from '../repo/engine/triggers.js';

export function parseSteps(workflow: Pick<Workflow, 'steps'>): WorkflowStep[] {
  try {
    return JSON.parse(workflow.steps) as WorkflowStep[];
  } catch {
    return [];
  }
}

async function findWorkflow(ctx: TriggerDeps, environmentId: string, identifier: string) {
  return workflowOfTrigger(ctx.db, environmentId, identifier);
}

/** The subscribers a recipient names; a topic expands to its members (none with topic notifications off). */
async function resolveRecipients(
  ctx: TriggerDeps,
  environment: Environment,
  transactionId: string,
  recipients: readonly Recipient[],
  byServer: boolean,
): Promise<{ subscribers: Subscriber[]; missingId: boolean }> {
  const subscribers = new Map<string, Subscriber>();
  let missingId = false;
  for (const recipient of recipients) {
    if (typeof recipient === 'string') {
      const subscriber = await upsertSubscriber(
        ctx,
        forEnvironment(ctx.db, environment),
        environment.id,
        recipient,
      );
      subscribers.set(subscriber.id, subscriber);
    } else if ('type' in recipient && recipient.type === 'Topic') {
      // With topic notifications off a topic reaches nobody, as on the platform; the log says why.
      if (!ctx.config.features.topicNotification) {
        await writeLog(ctx, {
          environmentId: environment.id,
          transactionId,
          code: 'TOPIC_ERROR',
          status: 'Failed',
          raw: { topicKey: recipient.topicKey, reason: 'Topic notifications are switched off' },
        });
        continue;
      }
      const topic = await topicOfKey(ctx.db, environment.id, recipient.topicKey);
      if (!topic) {
        await writeLog(ctx, {
          environmentId: environment.id,
          transactionId,
          code: 'TOPIC_ERROR',
          status: 'Failed',
          raw: { topicKey: recipient.topicKey },
        });
        continue;
      }
      const members = await topicMembers(ctx.db, topic.id);
      for (const member of members) subscribers.set(member.id, member);
    } else if ('subscriberId' in recipient && recipient.subscriberId) {
      // The platform's recipient object creates the subscriber or brings its profile up to date, but for one a
      // product keeps (a university account): its profile is ignored rather than refused, so the notification
      // still reaches the address the account has, and one stale copy does not fail a bulk or topic trigger.
      const { subscriberId, ...profile } = recipient;
      const db = forEnvironment(ctx.db, environment);
      const kept = !byServer && (await ctx.keptSubscribers.isKept(ctx, environment.id, subscriberId));
      const subscriber = kept
        ? await upsertSubscriber(ctx, db, environment.id, subscriberId)
        : await subscriberWithProfile(ctx, db, environment.id, subscriberId, profile);
      subscribers.set(subscriber.id, subscriber);
    } else {
      missingId = true;
      await writeLog(ctx, {
        environmentId: environment.id,
        transactionId,
        code: 'SUBSCRIBER_ID_MISSING',
        status: 'Failed',
      });
    }
  }
  return { subscribers: [...subscribers.values()], missingId };
}

export interface TriggerOptions {
  /** Payload keys holding a secret (a one-time link): delivered, never shown by the activity API. */
  secretPayloadKeys?: readonly string[];
  /**
   * A product of the server triggers, not an API key: only it may run a locked workflow and write the profile of
   * a subscriber it keeps.
   */
  byServer?: boolean;
}

export const LOCKED_WORKFLOW_TRIGGER =
  'This workflow carries one-time password links: only the server itself triggers it, never an API key';

/**
 * Refuses (403) a trigger from an API key that names a locked workflow, before anything is sent: its mail
 * carries a one-time password link in the product's own words, which no key holder may point elsewhere.
 */
export async function refuseLockedWorkflows(
  ctx: Pick<TriggerDeps, 'db'>,
  environment: Environment,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  const locked = await lockedWorkflowAmong(forEnvironment(ctx.db, environment), environment.id, names);
  if (locked) throw new HttpError(403, LOCKED_WORKFLOW_TRIGGER);
}

/** A trigger's answer, or the refusal it answers with once what it logged is committed. */
type TriggerOutcome = { result: TriggerResult; enqueued: boolean } | { refusal: HttpError };

export async function trigger(
  ctx: TriggerDeps,
  environment: Environment,
  body: TriggerBody,
  options: TriggerOptions = {},
): Promise<TriggerResult> {
  // What a trigger reads and writes is one database transaction: one commit per trigger, and an acknowledged
  // trigger is stored whole (a crash never leaves some recipients notified, which a retry would then skip).
  const outcome = ctx.db.isTransaction
    ? await triggerWithin(ctx, environment, body, options)
    : await inServerTransaction(ctx.db, (trx) =>
        triggerWithin({ ...ctx, db: trx }, environment, body, options),
      );
  if ('refusal' in outcome) throw outcome.refusal;
  if (outcome.enqueued) ctx.jobs.wake({ signaled: true });
  return outcome.result;
}

async function triggerWithin(
  ctx: TriggerDeps,
  environment: Environment,
  body: TriggerBody,
  options: TriggerOptions,
): Promise<TriggerOutcome> {
  const transactionId = body.transactionId ?? randomUUID();
  type Entry = Omit<LogEntry, 'environmentId' | 'transactionId'>;
  const log = (entries: Entry | readonly Entry[]) =>
    writeLog(
      ctx,
      (Array.isArray(entries) ? entries : [entries]).map((entry: Entry) => ({
        environmentId: environment.id,
        transactionId,
        ...entry,
      })),
    );
  const answer = (status: TriggerResult['status'], enqueued = false): TriggerOutcome => ({
    result: { acknowledged: true, status, transactionId },
    enqueued,
  });

  // A retried trigger with the same transaction id must not deliver twice.
  const seen = await notificationOfTransaction(ctx.db, environment.id, transactionId);
  if (seen) return answer('processed');

  const workflow = await findWorkflow(ctx, environment.id, body.name);
  if (!workflow) {
    await log({ code: 'TEMPLATE_NOT_FOUND', status: 'Failed', raw: { name: body.name } });
    return {
      refusal: new HttpError(
        422,
        `workflow_not_found: no workflow has the trigger identifier "${body.name}"`,
      ),
    };
  }
  // Refused by default, so a new way to trigger cannot forget it.
  if (workflow.locked === 1 && !options.byServer)
    return { refusal: new HttpError(403, LOCKED_WORKFLOW_TRIGGER) };
  // Without multi-tenancy a trigger's tenant is ignored, as the platform does with the flag off.
  const tenantIdentifier =
    body.tenant !== undefined && ctx.config.features.multiTenancy
      ? await triggerTenantIdentifier(ctx, forEnvironment(ctx.db, environment), environment.id, body.tenant)
      : undefined;
  if (tenantIdentifier === null) {
    await log({ detail: 'TENANT_NOT_FOUND', raw: { tenant: body.tenant } });
    return answer('no_tenant_found');
  }
  if (workflow.active !== 1) {
    await log({ code: 'TEMPLATE_NOT_ACTIVE', status: 'Failed' });
    return answer('trigger_not_active');
  }
  const steps = parseSteps(workflow);
  if (steps.length === 0) return answer('no_workflow_steps_defined');
  const activeSteps = steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => step.active !== false);
  if (activeSteps.length === 0) return answer('no_workflow_active_steps_defined');

  const recipients = Array.isArray(body.to) ? body.to : [body.to];
  const { subscribers, missingId } = await resolveRecipients(
    ctx,
    environment,
    transactionId,
    recipients,
    options.byServer === true,
  );
  if (subscribers.length === 0 && missingId) return answer('subscriber_id_missing');

  const now = ctx.now().toISOString();
  const processed = {
    code: 'TRIGGER_PROCESSED',
    status: 'Success',
    raw: { subscribers: subscribers.length },
  } as const;
  for (const [position, subscriber] of subscribers.entries()) {
    const notificationId = ctx.newId();
    await insertNotification(ctx.db, {
      id: notificationId,
      environment_id: environment.id,
      workflow_id: workflow.id,
      subscriber_id: subscriber.id,
      transaction_id: transactionId,
      payload: JSON.stringify({
        payload: body.payload,
        overrides: body.overrides,
        actor: body.actor ?? null,
        ...(options.secretPayloadKeys?.length && { secretKeys: options.secretPayloadKeys }),
      }),
      actor: body.actor === undefined ? null : JSON.stringify(body.actor),
      created_at: now,
      tenant_identifier: tenantIdentifier ?? null,
    });
    await insertJobs(
      ctx.db,
      activeSteps.map(({ step, index }, position) => ({
        id: ctx.newId(),
        environment_id: environment.id,
        notification_id: notificationId,
        subscriber_id: subscriber.id,
        transaction_id: transactionId,
        step_index: index,
        step_type: step.type,
        step: JSON.stringify(step),
        // The first step is due now; each later one waits for the one before it.
        status: position === 0 ? 'queued' : 'pending',
        run_at: position === 0 ? now : null,
        attempts: 0,
        error: null,
        created_at: now,
        updated_at: now,
        tenant_identifier: tenantIdentifier ?? null,
      })),
    );
    const received = {
      notificationId,
      code: 'TRIGGER_RECEIVED',
      status: 'Success',
      raw: { name: body.name },
    } as const;
    await log(position === subscribers.length - 1 ? [received, processed] : received);
  }
  if (subscribers.length === 0) await log(processed);
  else await ctx.jobs.signalWithin(ctx.db);
  return answer('processed', subscribers.length > 0);
}

/**
 * Cancels what a transaction still has pending, queued, delayed or merged into a digest. When a digest that others
 * merged into is canceled, the oldest merged event takes over the digest with the same end, so the other events
 * are not lost. It all happens in one database transaction holding the locks of the transaction's digest keys, the
 * ones a digest deciding or firing holds (engine/digest.ts): a cancel racing a firing digest either stops it before
 * it fires or finds it already fired, never both. Answers how many jobs it stopped.
 */
export function cancelTransaction(
  ctx: TriggerDeps,
  environmentId: string,
  transactionId: string,
): Promise<number> {
  const now = ctx.now().toISOString();
  return inServerTransaction(ctx.db, async (trx) => {
    const keyed = await digestKeysOfTransaction(trx, environmentId, transactionId);
    // One lock per key, always taken in the same order, so two cancels never wait on each other in a circle.
    const keys = [
      ...new Map(
        keyed.map((row) => {
          const key: DigestKey = {
            workflowId: row.workflow_id,
            subscriberId: row.subscriber_id,
            stepIndex: row.step_index,
            value: row.digest_value ?? '',
          };
          return [JSON.stringify(key), key] as const;
        }),
      ),
    ].sort(([a], [b]) => a.localeCompare(b));
    for (const [, key] of keys) await lockDigestKey(ctx, trx, key);

    let stopped = 0;
    const digests = await digestsOfTransaction(trx, environmentId, transactionId);
    for (const digest of digests) {
      // The digest's events are handed on when this cancel stops what would deliver them: the digest while it
      // waits, or, once a worker took it, the step after it. A step already under way delivers them itself.
      const stops =
        (await cancelJobIf(trx, digest.id, ['delayed'], now)) ||
        (await cancelStepAfterIf(trx, digest, ['pending', 'queued', 'delayed'], now));
      if (!stops) continue;
      stopped += 1;
      await handOnDigest(trx, digest, now);
    }
    const rest = await cancelTransactionJobs(
      trx,
      environmentId,
      transactionId,
      ['pending', 'queued', 'delayed', 'merged'],
      now,
    );
    return stopped + rest;
  });
}

/** Makes the oldest event merged into a canceled digest the digest, with the same end; the others follow it. */
async function handOnDigest(
  trx: Kysely<Database>,
  digest: { id: string; run_at: string | null },
  now: string,
): Promise<void> {
  const followers = await mergedInto(trx, digest.id);
  const [heir, ...others] = followers;
  if (!heir) return;
  await makeDigest(trx, heir.id, digest.run_at, now);
  await unmergeStepsAfter(trx, heir.notification_id, heir.step_index, now);
  if (others.length > 0) {
    await mergeJobsInto(
      trx,
      others.map((other) => other.id),
      heir.id,
      now,
    );
  }
}
