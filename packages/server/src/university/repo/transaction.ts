// The university's transactions: the queries of one change run on the transaction's database, each taking it as
// the database of its repo function.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inServerTransaction } from '../../db/transaction.js';

/** The database a university query runs on: the server's (the context's `db`), or a transaction of it. */
export type UniversityDb = { db: Kysely<Database> };

/** Runs `work` in one transaction; the repo functions it calls take `trx`, which commits when `work` resolves. */
export function inUniversityTransaction<T>(
  ctx: UniversityDb,
  work: (trx: UniversityDb) => Promise<T>,
): Promise<T> {
  return inServerTransaction(ctx.db, (trx) => work({ db: trx }));
}
