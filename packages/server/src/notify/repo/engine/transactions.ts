// The engine's transactions: one on the server's database, for work whose queries each name their job's
// environment (decision 0045 says which work shares one).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** Runs `work` in one transaction of `db`; every query of `work` takes `trx`. */
export function inEngineTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
