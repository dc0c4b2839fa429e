import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// Guest sessions: short-lived, read-only sessions for one faculty's selected work, without an account
// (docs/decisions/0015-guest-browsing.md). The audit log names the guest session behind a guest's reads.
export const guestSessions = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('guest_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('faculty_id', 'integer', (col) =>
        col.notNull().references('faculties.id').onDelete('cascade'),
      )
      .addColumn('ip', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.alterTable('audit_log').addColumn('guest_session_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').dropColumn('guest_session_id').execute();
    await db.schema.dropTable('guest_sessions').execute();
  },
});
