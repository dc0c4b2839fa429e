import type { Kysely, Migration } from 'kysely';

// How long a running job is its worker's: a worker renews the lease while the job's step runs, so a job whose
// lease has lapsed was left by a process that stopped, and any worker may queue it again. Before leases, a
// starting process queued every running job again, those another live process was running included.
export const jobLeases: Migration = {
  async up(db: Kysely<unknown>) {
    /** While running: until when the worker that claimed the job holds it (ISO); meaningless once it is not running. */
    await db.schema.alterTable('jobs').addColumn('lease_until', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('lease_until').execute();
  },
};
