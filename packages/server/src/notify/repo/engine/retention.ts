// The activity log's purge: finished notifications past the retention with their jobs and execution details, and
// trigger-level entries of the same age, over every environment (the worker's, decision 0029).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Up to `limit` notifications created before `cutoff` whose jobs are none in `active` statuses, nor gathered into a
 * digest that is.
 */
export function finishedNotificationsBefore(
  db: Kysely<Database>,
  cutoff: string,
  active: readonly string[],
  limit: number,
) {
  return db
    .selectFrom('notifications')
    .select('notifications.id')
    .where('notifications.created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jobs')
            .select('jobs.id')
            .whereRef('jobs.notification_id', '=', 'notifications.id')
            .where('jobs.status', 'in', active),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jobs as merged')
            .innerJoin('jobs as digest', 'digest.id', 'merged.merged_into')
            .select('merged.id')
            .whereRef('merged.notification_id', '=', 'notifications.id')
            .where('digest.status', 'in', active),
        ),
      ),
    )
    .limit(limit)
    .execute();
}

/**
 * Deletes these notifications with their jobs and execution details, in one transaction; answers how many
 * execution details went.
 */
export function deleteNotifications(db: Kysely<Database>, ids: readonly string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const logs = await trx
      .deleteFrom('execution_logs')
      .where('notification_id', 'in', ids)
      .executeTakeFirst();
    await trx.deleteFrom('jobs').where('notification_id', 'in', ids).execute();
    await trx.deleteFrom('notifications').where('id', 'in', ids).execute();
    return Number(logs.numDeletedRows);
  });
}

/** Deletes the trigger-level execution details created before `cutoff`; answers how many went. */
export async function deleteLooseLogsBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const loose = await db
    .deleteFrom('execution_logs')
    .where('notification_id', 'is', null)
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  return Number(loose.numDeletedRows);
}
