// An environment's idempotency keys (docs/product.md), read and written through the scoped database of the call
// that sent one.
import type { Insertable } from 'kysely';
import type { IdempotencyKeyTable } from '../../db/tables/server.js';
import type { ScopedDb } from '../../db/scope.js';

/** Lets the key go; with `expiredBy`, only if it expires by then. */
export async function deleteIdempotencyKey(
  db: ScopedDb,
  environmentId: string,
  key: string,
  expiredBy?: string,
): Promise<void> {
  let deletion = db
    .deleteFrom('idempotency_keys')
    .where('environment_id', '=', environmentId)
    .where('key', '=', key);
  if (expiredBy !== undefined) deletion = deletion.where('expires_at', '<=', expiredBy);
  await deletion.execute();
}

/** Reserves the key unless the environment holds it already; answers whether it did. */
export async function reserveIdempotencyKey(
  db: ScopedDb,
  row: Insertable<IdempotencyKeyTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((conflict) => conflict.columns(['environment_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function idempotencyKeyRow(db: ScopedDb, environmentId: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Keeps the answer a call with the key got, until the key expires. */
export async function keepIdempotentAnswer(
  db: ScopedDb,
  environmentId: string,
  key: string,
  answer: Pick<IdempotencyKeyTable, 'status_code' | 'content_type' | 'body' | 'expires_at'>,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', ...answer })
    .where('environment_id', '=', environmentId)
    .where('key', '=', key)
    .execute();
}
