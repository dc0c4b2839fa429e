// The activity log of an environment: its notifications with their subscriber and workflow, their jobs and the
// execution details the engine logged, through the database the management credential scoped.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Job } from '../../../db/tables/notify.js';
import type { ScopedDb } from '../../../db/scope.js';

type Selected = ExpressionBuilder<Database, 'notifications' | 'subscribers' | 'workflows'>;

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

/** A notification of the log, with its subscriber and workflow. */
export type NotificationRow = Awaited<ReturnType<ReturnType<typeof notifications>['execute']>>[number];

/** Notifications with a job matching `where` (a step of a channel, a job in a status). */
const withJob = (eb: Selected, column: 'step_type' | 'status', values: readonly string[]) =>
  eb.exists(
    eb
      .selectFrom('jobs')
      .select('jobs.id')
      .whereRef('jobs.notification_id', '=', 'notifications.id')
      .where(`jobs.${column}`, 'in', values),
  );

/** A literal, case-insensitive substring pattern: the caller's % and _ match themselves. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface ActivityFilter {
  channel?: readonly string[];
  status?: readonly string[];
  workflow?: readonly string[];
  subscriberId?: readonly string[];
  transactionId?: string;
  /** ISO timestamps: created at or after, and before. */
  after?: string;
  before?: string;
  search?: string;
}

/** The environment's notifications the filter matches, newest first: `limit` of them from `offset`. */
export function activityNotifications(
  db: ScopedDb,
  environmentId: string,
  filter: ActivityFilter,
  { limit, offset }: { limit: number; offset: number },
): Promise<NotificationRow[]> {
  let list = notifications(db, environmentId);
  if (filter.channel) list = list.where((eb) => withJob(eb, 'step_type', filter.channel!));
  if (filter.status) list = list.where((eb) => withJob(eb, 'status', filter.status!));
  if (filter.workflow) list = list.where('workflows.trigger_identifier', 'in', filter.workflow);
  if (filter.subscriberId) list = list.where('subscribers.subscriber_id', 'in', filter.subscriberId);
  if (filter.transactionId) list = list.where('notifications.transaction_id', '=', filter.transactionId);
  if (filter.after) list = list.where('notifications.created_at', '>=', filter.after);
  if (filter.before) list = list.where('notifications.created_at', '<', filter.before);
  if (filter.search) {
    const pattern = containing(filter.search);
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
  return list
    .orderBy('notifications.created_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The environment's notification with this id, if there is one. */
export function activityNotification(db: ScopedDb, environmentId: string, id: string) {
  return notifications(db, environmentId).where('notifications.id', '=', id).executeTakeFirst();
}

/** The jobs of these notifications in step order, by notification. */
export async function jobsOfNotifications(db: ScopedDb, ids: string[]): Promise<Map<string, Job[]>> {
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

/** The environment's execution details of a transaction, a notification or a subscriber, in order. */
export function executionDetails(
  db: ScopedDb,
  environmentId: string,
  filter: { transactionId?: string; notificationId?: string; subscriberId?: string },
) {
  let list = db
    .selectFrom('execution_logs')
    .selectAll('execution_logs')
    .where('execution_logs.environment_id', '=', environmentId)
    .orderBy('execution_logs.created_at')
    .orderBy('execution_logs.seq')
    .orderBy('execution_logs.id');
  if (filter.transactionId) list = list.where('execution_logs.transaction_id', '=', filter.transactionId);
  if (filter.notificationId) list = list.where('execution_logs.notification_id', '=', filter.notificationId);
  if (filter.subscriberId) {
    list = list
      .innerJoin('notifications', 'notifications.id', 'execution_logs.notification_id')
      .innerJoin('subscribers', 'subscribers.id', 'notifications.subscriber_id')
      .where('subscribers.subscriber_id', '=', filter.subscriberId);
  }
  return list.execute();
}
