import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// The activity log: a position for execution details written in the same millisecond, and the indexes that the
// activity listing and its retention purge read by.
export const activity = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    /** The entry's place among its job's entries (0 for entries without a job). */
    await db.schema
      .alterTable('execution_logs')
      .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('execution_logs_notification')
      .on('execution_logs')
      .column('notification_id')
      .execute();
    await db.schema.createIndex('execution_logs_created').on('execution_logs').column('created_at').execute();
    await db.schema
      .createIndex('notifications_environment_created')
      .on('notifications')
      .columns(['environment_id', 'created_at'])
      .execute();
    await db.schema.createIndex('jobs_notification').on('jobs').column('notification_id').execute();
    await db.schema.createIndex('jobs_merged_into').on('jobs').column('merged_into').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const index of [
      'jobs_merged_into',
      'jobs_notification',
      'notifications_environment_created',
      'execution_logs_created',
      'execution_logs_notification',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    await db.schema.alterTable('execution_logs').dropColumn('seq').execute();
  },
});
