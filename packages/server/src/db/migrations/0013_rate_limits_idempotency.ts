import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// API rate limits and idempotency keys: an environment's own rate limits (JSON, null when it follows the plan),
// and the first answer to each idempotent call, one row per environment and key. The primary key is what
// makes a key safe across processes: only one of two concurrent first calls can insert it.
export const rateLimitsIdempotency = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('environments').addColumn('api_rate_limits', 'text').execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('environment_id', 'text', (col) =>
        col.notNull().references('environments.id').onDelete('cascade'),
      )
      .addColumn('key', 'text', (col) => col.notNull())
      /** SHA-256 of the method, route and body the key was first used with. */
      .addColumn('fingerprint', 'text', (col) => col.notNull())
      /** `in_flight` while the first call runs, `done` once its answer is stored. */
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('content_type', 'text')
      .addColumn('body', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['environment_id', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_expires_at')
      .on('idempotency_keys')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
    await db.schema.alterTable('environments').dropColumn('api_rate_limits').execute();
  },
});
