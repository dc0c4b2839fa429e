import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// messages.archived_at: when the subscriber archived an in-app message (the current Inbox's archive), null while
// it is not archived. Archiving is a state beside seen and read: the 0.24 widget's feed and counts do not read it.
export const archivedMessages = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('messages').addColumn('archived_at', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('messages').dropColumn('archived_at').execute();
  },
});
