import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

function identity(dialect: Dialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

// The pages signed-in people open in the app, for the administrators' usage statistics. The route (ids
// replaced by `{id}`) is stored beside the path so that counting by page needs no parsing.
export const pageViews = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_views')
      .addColumn('id', 'integer', identity(dialect))
      .addColumn('account_id', 'integer', (col) =>
        col.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('route', 'text', (col) => col.notNull())
      .addColumn('browser', 'text', (col) => col.notNull())
      .addColumn('viewed_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('page_views_viewed_at').on('page_views').column('viewed_at').execute();
    await db.schema
      .createIndex('page_views_account')
      .on('page_views')
      .columns(['account_id', 'viewed_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_views').execute();
  },
});
