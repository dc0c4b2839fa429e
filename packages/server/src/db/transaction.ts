// One transaction of the server's own database, for work whose queries each name their tenant (the engine's jobs,
// the university's changes); a scoped database has its own, `inTransaction` in scope.ts, which keeps its scope.
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Runs `work` in one transaction of `db`; every query of `work` takes `trx`, which commits when `work` resolves. */
export function inServerTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
