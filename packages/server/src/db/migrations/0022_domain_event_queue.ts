import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// The university's domain events waiting for their listeners (notifications, live statistics): a request queues
// its event and answers; the server delivers it after, in the order queued, and an event a stopped process left
// queued is delivered when the server starts again (university/services/domain-events.ts).
export const domainEventQueue = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('domain_event_queue')
      .addColumn('id', 'integer', (col) =>
        dialect === 'sqlite'
          ? col.primaryKey().autoIncrement()
          : col.primaryKey().generatedByDefaultAsIdentity(),
      )
      /** The event as JSON. */
      .addColumn('event', 'text', (col) => col.notNull())
      /** `queued`, or `delivering` while one process runs its listeners. */
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('queued_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('domain_event_queue_status')
      .on('domain_event_queue')
      .columns(['status', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('domain_event_queue').execute();
  },
});
