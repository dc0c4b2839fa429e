// The activity log of an environment: notifications filtered and paged, newest first; one notification with its
// jobs and their execution details in order; and execution details by transaction or notification.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
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
import type { ExecutionLogTable, Job } from '../../db/tables/notify.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import {
  activityNotification,
  activityNotifications,
  executionDetails,
  jobsOfNotifications,
  type NotificationRow,
} from '../repo/management/activity.js';
import {
  REFERENCE_NOTIFICATION_ID,
  REFERENCE_SUBSCRIBER_ID,
  REFERENCE_TRANSACTION_ID,
  REFERENCE_WORKFLOW_TRIGGER,
} from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'tokens'>;

const notificationParams = z.object({ id: z.string().min(1).max(64) });

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

export function activityRoutes(ctx: RouteContext) {
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
        const rows = await activityNotifications(
          request.db,
          environmentOf(request).id,
          {
            ...(query.channel && { channel: query.channel }),
            ...(query.status && { status: query.status }),
            ...(query.workflow && { workflow: query.workflow }),
            ...(query.subscriberId && { subscriberId: query.subscriberId }),
            ...(query.transactionId && { transactionId: query.transactionId }),
            ...(query.after && { after: new Date(query.after).toISOString() }),
            ...(query.before && { before: new Date(query.before).toISOString() }),
            ...(query.search && { search: query.search }),
          },
          { limit: query.limit + 1, offset: query.page * query.limit },
        );
        const page = rows.slice(0, query.limit);
        const jobs = await jobsOfNotifications(
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
        const row = await activityNotification(request.db, environmentId, id);
        if (!row) throw new HttpError(404, 'Notification not found');
        const jobs = (await jobsOfNotifications(request.db, [id])).get(id) ?? [];
        const entries = await executionDetails(request.db, environmentId, { notificationId: id });
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
        const entries = await executionDetails(request.db, environmentOf(request).id, {
          ...(query.transactionId && { transactionId: query.transactionId }),
          ...(query.notificationId && { notificationId: query.notificationId }),
          ...(query.subscriberId && { subscriberId: query.subscriberId }),
        });
        return { data: entries.map(detailToWire) };
      },
    );
  };
}
