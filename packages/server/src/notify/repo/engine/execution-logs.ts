// The activity log's entries as the engine writes them, on the database (or the transaction) its work runs with.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { ExecutionLogTable } from '../../../db/tables/notify.js';

export async function insertLogEntries(
  db: Kysely<Database>,
  rows: Insertable<ExecutionLogTable> | readonly Insertable<ExecutionLogTable>[],
): Promise<void> {
  await db.insertInto('execution_logs').values(rows).execute();
}
