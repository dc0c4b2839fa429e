import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// One-time links: set a first password, reset a forgotten one. Only a hash of each token is stored.
export const accountTokens = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_tokens').execute();
  },
});
