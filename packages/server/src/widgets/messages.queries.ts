import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Unseen in-app messages of a subscriber, counted up to `limit`; `hasMore` when there are more. */
export async function countUnseen(db: Kysely<Database>, subscriberRowId: string, limit: number) {
  const rows = await db
    .selectFrom('messages')
    .select('id')
    .where('subscriber_id', '=', subscriberRowId)
    .where('channel', '=', 'in_app')
    .where('seen', '=', 0)
    .limit(limit + 1)
    .execute();
  return { count: Math.min(rows.length, limit), hasMore: rows.length > limit };
}
