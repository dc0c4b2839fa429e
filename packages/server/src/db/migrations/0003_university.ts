import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

function identity(dialect: Dialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

// The university's events and the audit log of who changed what.
export const university = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('events')
      .addColumn('id', 'integer', identity(dialect))
      .addColumn('faculty_id', 'integer', (col) => col.notNull().references('faculties.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('academic_year', 'text', (col) => col.notNull())
      .addColumn('opening_date', 'text', (col) => col.notNull())
      .addColumn('closure_date', 'text', (col) => col.notNull())
      .addColumn('final_closure_date', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('events_faculty_year')
      .on('events')
      .columns(['faculty_id', 'academic_year'])
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', identity(dialect))
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('account_id', 'integer')
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('target', 'text')
      .addColumn('detail', 'text')
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('events').execute();
  },
});
