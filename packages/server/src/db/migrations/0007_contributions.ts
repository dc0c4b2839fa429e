import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

function identity(dialect: Dialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

// Students' contributions to events, their files (every version kept), the review thread and the history
// of statuses. The faculty is copied from the event when the contribution is made, so scopes and statistics
// need no join and stay right if an event later moves.
export const contributions = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contributions')
      .addColumn('id', 'integer', identity(dialect))
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('accounts.id'))
      .addColumn('faculty_id', 'integer', (col) => col.notNull().references('faculties.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('selected', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('selected_at', 'text')
      .addColumn('terms_accepted_at', 'text', (col) => col.notNull())
      .addColumn('first_comment_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('contributions_event_status')
      .on('contributions')
      .columns(['event_id', 'status'])
      .execute();
    await db.schema
      .createIndex('contributions_faculty_created')
      .on('contributions')
      .columns(['faculty_id', 'created_at'])
      .execute();
    await db.schema.createIndex('contributions_student').on('contributions').column('student_id').execute();

    await db.schema
      .createTable('contribution_files')
      .addColumn('id', 'integer', identity(dialect))
      .addColumn('contribution_id', 'integer', (col) =>
        col.notNull().references('contributions.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('original_name', 'text', (col) => col.notNull())
      .addColumn('stored_name', 'text', (col) => col.notNull().unique())
      .addColumn('mime_type', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('sha256', 'text', (col) => col.notNull())
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('uploaded_by', 'integer', (col) => col.notNull().references('accounts.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('superseded_at', 'text')
      .execute();
    await db.schema
      .createIndex('contribution_files_contribution')
      .on('contribution_files')
      .columns(['contribution_id', 'version'])
      .execute();

    await db.schema
      .createTable('contribution_comments')
      .addColumn('id', 'integer', identity(dialect))
      .addColumn('contribution_id', 'integer', (col) =>
        col.notNull().references('contributions.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (col) => col.notNull().references('accounts.id'))
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('contribution_comments_contribution')
      .on('contribution_comments')
      .columns(['contribution_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('contribution_status_history')
      .addColumn('id', 'integer', identity(dialect))
      .addColumn('contribution_id', 'integer', (col) =>
        col.notNull().references('contributions.id').onDelete('cascade'),
      )
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (col) => col.notNull())
      .addColumn('actor_id', 'integer', (col) => col.notNull().references('accounts.id'))
      .addColumn('note', 'text')
      .addColumn('at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('contribution_status_history_contribution')
      .on('contribution_status_history')
      .columns(['contribution_id', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contribution_status_history').execute();
    await db.schema.dropTable('contribution_comments').execute();
    await db.schema.dropTable('contribution_files').execute();
    await db.schema.dropTable('contributions').execute();
  },
});
