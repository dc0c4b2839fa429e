// The activity log of an environment: notifications filtered and paged, newest first; one notification with its
// jobs and their execution details in order; and execution details by transaction or notification.
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import {
  CHANNELS,
  type ActivityJob,
  type ActivityNotification,
  type Channel,
  type ExecutionDetailEntry,
} from '@herald/protocol';
import {
  activityListQuerySchema,
  activityListResponseSchema,
  activityNotificationResponseSchema,
  executionDetailsQuerySchema,
  executionDetailsResponseSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { Database, ExecutionLogTable, Job } from '../../db/schema.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import {
  REFERENCE_NOTIFICATION_ID,
  REFERENCE_SUBSCRIBER_ID,
  REFERENCE_TRANSACTION_ID,
  REFERENCE_WORKFLOW_TRIGGER,
} from './reference.js';

const notificationParams = z.object({ id: z.string().min(1).max(64) });

type Selected = ExpressionBuilder<Database, 'notifications' | 'subscribers' | 'workflows'>;

function jobToWire(row: Job): ActivityJob {
  return {
    _id: row.id,
    type: row.step_type as ActivityJob['type'],
    stepIndex: row.step_index,
    status: row.status as ActivityJob['status'],
    error: row.error,
    digestResult: row.digest_result as ActivityJob['digestResult'],
    runAt: row.run_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function detailToWire(row: Selectable<ExecutionLogTable>): ExecutionDetailEntry {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    notificationId: row.notification_id,
    jobId: row.job_id,
    code: row.code,
    detail: row.detail,
    status: row.status as ExecutionDetailEntry['status'],
    source: row.source as ExecutionDetailEntry['source'],
    raw: row.raw ? (JSON.parse(row.raw) as unknown) : null,
    createdAt: row.created_at,
  };
}

/** A literal, case-insensitive substring pattern: the caller's % and _ match themselves. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function activityRoutes(ctx: NotifyContext) {
  const notifications = (db: ScopedDb, environmentId: string) =>
    db
      .selectFrom('notifications')
      .innerJoin('subscribers', 'subscribers.id', 'notifications.subscriber_id')
      .innerJoin('workflows', 'workflows.id', 'notifications.workflow_id')
      .select([
        'notifications.id',
        'notifications.transaction_id',
        'notifications.payload',
        'notifications.created_at',
        'subscribers.id as subscriber_row_id',
        'subscribers.subscriber_id',
        'subscribers.email',
        'subscribers.first_name',
        'subscribers.last_name',
        'workflows.id as workflow_id',
        'workflows.name as workflow_name',
        'workflows.trigger_identifier',
      ])
      .where('notifications.environment_id', '=', environmentId);
  type NotificationRow = Awaited<ReturnType<ReturnType<typeof notifications>['execute']>>[number];

  /** Notifications with a job matching `where` (a step of a channel, a job in a status). */
  const withJob = (eb: Selected, column: 'step_type' | 'status', values: readonly string[]) =>
    eb.exists(
      eb
        .selectFrom('jobs')
        .select('jobs.id')
        .whereRef('jobs.notification_id', '=', 'notifications.id')
        .where(`jobs.${column}`, 'in', values),
    );

  async function jobsOf(db: ScopedDb, ids: string[]): Promise<Map<string, Job[]>> {
    const byNotification = new Map<string, Job[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byNotification;
    const rows = await db
      .selectFrom('jobs')
      .selectAll()
      .where('notification_id', 'in', ids)
      .orderBy('step_index')
      .execute();
    for (const row of rows) byNotification.get(row.notification_id)?.push(row);
    return byNotification;
  }

  function toWire(row: NotificationRow, jobs: Job[]): ActivityNotification {
    const stored = JSON.parse(row.payload) as { payload?: Record<string, unknown>; secretKeys?: string[] };
    // A one-time link reaches its recipient's mailbox, never an API answer.
    const payload = { ...stored.payload };
    for (const key of stored.secretKeys ?? []) if (key in payload) payload[key] = '[redacted]';
    return {
      _id: row.id,
      transactionId: row.transaction_id,
      workflow: { _id: row.workflow_id, name: row.workflow_name, triggerIdentifier: row.trigger_identifier },
      subscriber: {
        _id: row.subscriber_row_id,
        subscriberId: row.subscriber_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
      },
      channels: jobs
        .map((job) => job.step_type)
        .filter((type): type is Channel => (CHANNELS as readonly string[]).includes(type)),
      payload,
      createdAt: row.created_at,
      jobs: jobs.map(jobToWire),
    };
  }

  const details = (db: ScopedDb, environmentId: string) =>
    db
      .selectFrom('execution_logs')
      .selectAll('execution_logs')
      .where('execution_logs.environment_id', '=', environmentId)
      .orderBy('execution_logs.created_at')
      .orderBy('execution_logs.seq')
      .orderBy('execution_logs.id');

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    app.get(
      '/notifications',
      {
        schema: contract({
          tag: 'Activity',
          summary:
            'The activity log: notifications filtered by channel, job status, workflow, subscriber, dates or text',
          security: 'apiKey',
          querystring: activityListQuerySchema,
          response: activityListResponseSchema,
          example: {
            query: {
              workflow: REFERENCE_WORKFLOW_TRIGGER,
              subscriberId: REFERENCE_SUBSCRIBER_ID,
              after: '2026-08-01T00:00:00Z',
              limit: 20,
            },
          },
        }),
      },
      async (request) => {
        const query = request.query;
        let list = notifications(request.db, environmentOf(request).id);
        if (query.channel) list = list.where((eb) => withJob(eb, 'step_type', query.channel!));
        if (query.status) list = list.where((eb) => withJob(eb, 'status', query.status!));
        if (query.workflow) list = list.where('workflows.trigger_identifier', 'in', query.workflow);
        if (query.subscriberId) list = list.where('subscribers.subscriber_id', 'in', query.subscriberId);
        if (query.transactionId) list = list.where('notifications.transaction_id', '=', query.transactionId);
        if (query.after) {
          list = list.where('notifications.created_at', '>=', new Date(query.after).toISOString());
        }
        if (query.before) {
          list = list.where('notifications.created_at', '<', new Date(query.before).toISOString());
        }
        if (query.search) {
          const pattern = containing(query.search);
          list = list.where((eb) =>
            eb.or(
              [
                'notifications.transaction_id',
                'subscribers.subscriber_id',
                'subscribers.email',
                'workflows.name',
              ].map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`)),
            ),
          );
        }
        const rows = await list
          .orderBy('notifications.created_at', 'desc')
          .orderBy('notifications.id', 'desc')
          .limit(query.limit + 1)
          .offset(query.page * query.limit)
          .execute();
        const page = rows.slice(0, query.limit);
        const jobs = await jobsOf(
          request.db,
          page.map((row) => row.id),
        );
        return {
          data: page.map((row) => toWire(row, jobs.get(row.id) ?? [])),
          page: query.page,
          pageSize: query.limit,
          hasMore: rows.length > query.limit,
        };
      },
    );

    app.get(
      '/notifications/:id',
      {
        schema: contract({
          tag: 'Activity',
          summary: 'One notification with its jobs and their execution details in order',
          security: 'apiKey',
          params: notificationParams,
          example: { params: { id: REFERENCE_NOTIFICATION_ID } },
          response: activityNotificationResponseSchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        const environmentId = environmentOf(request).id;
        const row = await notifications(request.db, environmentId)
          .where('notifications.id', '=', id)
          .executeTakeFirst();
        if (!row) throw new HttpError(404, 'Notification not found');
        const jobs = (await jobsOf(request.db, [id])).get(id) ?? [];
        const entries = await details(request.db, environmentId)
          .where('execution_logs.notification_id', '=', id)
          .execute();
        const wire = toWire(row, jobs);
        return {
          data: {
            ...wire,
            jobs: jobs.map((job) => ({
              ...jobToWire(job),
              executionDetails: entries.filter((entry) => entry.job_id === job.id).map(detailToWire),
            })),
          },
        };
      },
    );

    app.get(
      '/execution-details',
      {
        schema: contract({
          tag: 'Activity',
          summary: 'Execution details of a transaction or a notification, optionally of one subscriber',
          security: 'apiKey',
          querystring: executionDetailsQuerySchema,
          response: executionDetailsResponseSchema,
          example: {
            query: { transactionId: REFERENCE_TRANSACTION_ID, subscriberId: REFERENCE_SUBSCRIBER_ID },
          },
        }),
      },
      async (request) => {
        const query = request.query;
        let list = details(request.db, environmentOf(request).id);
        if (query.transactionId) list = list.where('execution_logs.transaction_id', '=', query.transactionId);
        if (query.notificationId)
          list = list.where('execution_logs.notification_id', '=', query.notificationId);
        if (query.subscriberId) {
          list = list
            .innerJoin('notifications', 'notifications.id', 'execution_logs.notification_id')
            .innerJoin('subscribers', 'subscribers.id', 'notifications.subscriber_id')
            .where('subscribers.subscriber_id', '=', query.subscriberId);
        }
        return { data: (await list.execute()).map(detailToWire) };
      },
    );
  };
}
