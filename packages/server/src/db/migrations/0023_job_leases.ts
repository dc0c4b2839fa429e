import type { Kysely, Migration } from 'kysely';

// How long a running job is its worker's, and a domain event being delivered its process's: the lease is renewed
// while the work runs, so a job or an event whose lease has lapsed was left by a process that stopped, and any
// process may queue it again. Before leases, a starting process queued every running job and every event being
// delivered again, those another live process was running included.
export const jobLeases: Migration = {
  async up(db: Kysely<unknown>) {
    /** While running: until when the worker that claimed the job holds it (ISO); meaningless once it is not running. */
    await db.schema.alterTable('jobs').addColumn('lease_until', 'text').execute();
    /** While delivering: until when the process delivering the event holds it (ISO). */
    await db.schema.alterTable('domain_event_queue').addColumn('lease_until', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('domain_event_queue').dropColumn('lease_until').execute();
    await db.schema.alterTable('jobs').dropColumn('lease_until').execute();
  },
};
