import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// Workflow engine breadth: integrations (a provider configured per environment, credentials sealed), the chat and
// push data a subscriber keeps per provider, the subscriber's online state for step filters, and what a digest
// records on its jobs.
export const integrations = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('integrations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
      .addColumn('provider_id', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('identifier', 'text', (col) => col.notNull())
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('is_primary', 'integer', (col) => col.notNull().defaultTo(0))
      /** AES-256-GCM sealed JSON of the credentials. */
      .addColumn('credentials', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('integrations_environment_identifier_unique', ['environment_id', 'identifier'])
      .execute();
    await db.schema
      .createIndex('integrations_environment_channel')
      .on('integrations')
      .columns(['environment_id', 'channel'])
      .execute();

    await db.schema
      .createTable('subscriber_channels')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
      .addColumn('subscriber_id', 'text', (col) =>
        col.notNull().references('subscribers.id').onDelete('cascade'),
      )
      .addColumn('provider_id', 'text', (col) => col.notNull())
      /** '' when the channel is for any integration of the provider. */
      .addColumn('integration_identifier', 'text', (col) => col.notNull().defaultTo(''))
      /** AES-256-GCM sealed JSON: webhookUrl, channel, deviceTokens. */
      .addColumn('credentials', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('subscriber_channels_unique', [
        'subscriber_id',
        'provider_id',
        'integration_identifier',
      ])
      .execute();

    await db.schema
      .alterTable('subscribers')
      .addColumn('is_online', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('subscribers').addColumn('last_online_at', 'text').execute();

    /** The digest value (payload at the digest key) a digest job groups by. */
    await db.schema.alterTable('jobs').addColumn('digest_value', 'text').execute();
    /** MERGED, CREATED or SKIPPED. */
    await db.schema.alterTable('jobs').addColumn('digest_result', 'text').execute();
    /** The digest job a merged job joined. */
    await db.schema.alterTable('jobs').addColumn('merged_into', 'text').execute();
    /** JSON: the events a fired digest hands to the steps after it. */
    await db.schema.alterTable('jobs').addColumn('digest_events', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['digest_events', 'merged_into', 'digest_result', 'digest_value']) {
      await db.schema.alterTable('jobs').dropColumn(column).execute();
    }
    await db.schema.alterTable('subscribers').dropColumn('last_online_at').execute();
    await db.schema.alterTable('subscribers').dropColumn('is_online').execute();
    await db.schema.dropTable('subscriber_channels').execute();
    await db.schema.dropTable('integrations').execute();
  },
});
