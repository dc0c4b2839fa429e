// What a digest leaves for the steps after it, and the lock per digest key that a digest deciding or firing and a
// cancel of its transaction all hold (the step itself is steps/digest.ts).
import { PostgresAdapter, type Kysely } from 'kysely';
import { advisoryTransactionLock, digestBefore } from '../repo/engine/digests.js';
import type { NotifyContext } from '../context.js';
import type { Database } from '../../db/schema.js';

export interface DigestData {
  digest: boolean;
  events: unknown[];
  total_count: number;
}

/** What a digest is keyed by: one workflow step for one subscriber and one value of the digest key. */
export interface DigestKey {
  workflowId: string;
  subscriberId: string;
  stepIndex: number;
  value: string;
}

/**
 * Holds the lock of a digest key until `trx` ends: a PostgreSQL advisory lock; on SQLite the transaction's write
 * lock already makes it the only one.
 */
export async function lockDigestKey(
  ctx: Pick<NotifyContext, 'db'>,
  trx: Kysely<Database>,
  key: DigestKey,
): Promise<void> {
  if (!(ctx.db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const text = JSON.stringify([key.workflowId, key.subscriberId, key.stepIndex, key.value]);
  await advisoryTransactionLock(trx, text);
}

const noDigest = (): DigestData => ({ digest: false, events: [], total_count: 0 });

/** What the steps after a digest of this notification see as `step`. */
export async function digestDataFor(
  ctx: Pick<NotifyContext, 'db'>,
  notificationId: string,
  beforeIndex: number,
): Promise<DigestData> {
  // The first step has no step before it: nothing to read.
  if (beforeIndex === 0) return noDigest();
  const row = await digestBefore(ctx.db, notificationId, beforeIndex);
  if (!row?.digest_events) return noDigest();
  const events = JSON.parse(row.digest_events) as unknown[];
  return { digest: row.digest_result !== 'SKIPPED' && events.length > 0, events, total_count: events.length };
}
