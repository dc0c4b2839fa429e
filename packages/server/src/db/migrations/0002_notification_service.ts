import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// The notification service: topics, feeds, workflows, notifications, jobs, execution logs, preferences and the
// mail outbox; and the columns in-app messages need for feeds, actions and the widget's filters.
export const notificationService = (_dialect: Dialect): Migration => ({ up, down });

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscribers').addColumn('data', 'text').execute();

  await db.schema
    .createTable('topics')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('topics_environment_key_unique', ['environment_id', 'key'])
    .execute();

  await db.schema
    .createTable('topic_subscribers')
    .addColumn('topic_id', 'text', (col) => col.notNull().references('topics.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'text', (col) =>
      col.notNull().references('subscribers.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('topic_subscribers_pk', ['topic_id', 'subscriber_id'])
    .execute();

  await db.schema
    .createTable('feeds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('feeds_environment_identifier_unique', ['environment_id', 'identifier'])
    .execute();

  await db.schema
    .createTable('workflows')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('trigger_identifier', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('critical', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('steps', 'text', (col) => col.notNull().defaultTo('[]'))
    /** JSON: the channels subscribers receive unless they opt out, `{in_app: true, email: true, …}`. */
    .addColumn('preference_settings', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('workflows_environment_trigger_unique', ['environment_id', 'trigger_identifier'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('workflow_id', 'text', (col) => col.notNull().references('workflows.id'))
    .addColumn('subscriber_id', 'text', (col) => col.notNull().references('subscribers.id'))
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('actor', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_transaction')
    .on('notifications')
    .columns(['environment_id', 'transaction_id'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('notification_id', 'text', (col) => col.notNull().references('notifications.id'))
    .addColumn('subscriber_id', 'text', (col) => col.notNull().references('subscribers.id'))
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('step_index', 'integer', (col) => col.notNull())
    .addColumn('step_type', 'text', (col) => col.notNull())
    /** JSON snapshot of the step as it was when triggered, so later edits of the workflow change nothing here. */
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    /** When a queued or delayed job becomes due. */
    .addColumn('run_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema
    .createIndex('jobs_transaction')
    .on('jobs')
    .columns(['environment_id', 'transaction_id'])
    .execute();

  await db.schema
    .createTable('execution_logs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('notification_id', 'text')
    .addColumn('job_id', 'text')
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    /** docs/product.md §8 execution log code, when the entry has one. */
    .addColumn('code', 'integer')
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('raw', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('execution_logs_transaction')
    .on('execution_logs')
    .columns(['environment_id', 'transaction_id'])
    .execute();

  await db.schema.alterTable('messages').addColumn('transaction_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('notification_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('job_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('feed_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('workflow_id', 'text').execute();
  /** JSON: the trigger payload, which the widget's `payload` filter matches. */
  await db.schema.alterTable('messages').addColumn('payload', 'text').execute();
  await db.schema.alterTable('messages').addColumn('subject', 'text').execute();

  await db.schema
    .createTable('subscriber_preferences')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('subscriber_id', 'text', (col) =>
      col.notNull().references('subscribers.id').onDelete('cascade'),
    )
    /** '' for the subscriber's global preference (SPEC override scope `global`), else the workflow's id. */
    .addColumn('workflow_id', 'text', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    /** JSON: `{email: false, …}`; a channel not listed follows the workflow's default. */
    .addColumn('channels', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('subscriber_preferences_unique', ['subscriber_id', 'workflow_id'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('message_id', 'text')
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    /** `outbox` when kept locally, `sent` once an SMTP server accepted it. */
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider_message_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'subscriber_preferences',
    'execution_logs',
    'jobs',
    'notifications',
    'workflows',
    'feeds',
    'topic_subscribers',
    'topics',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of [
    'subject',
    'payload',
    'workflow_id',
    'feed_id',
    'job_id',
    'notification_id',
    'transaction_id',
  ]) {
    await db.schema.alterTable('messages').dropColumn(column).execute();
  }
  await db.schema.alterTable('subscribers').dropColumn('data').execute();
}
