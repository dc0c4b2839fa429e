// An environment's feeds (the widget's tabs), through the database its credential scoped.
import type { Insertable } from 'kysely';
import type { Feed, FeedTable } from '../../../db/tables/notify.js';
import { inTransaction, type ScopedDb } from '../../../db/scope.js';

/** The environment's feed with this id, if there is one. */
export function feedById(db: ScopedDb, environmentId: string, id: string) {
  return db
    .selectFrom('feeds')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The environment's feeds, oldest first. */
export function feedsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('feeds')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertFeedRow(db: ScopedDb, row: Insertable<FeedTable>): Promise<void> {
  await db.insertInto('feeds').values(row).execute();
}

export async function updateFeedRow(
  db: ScopedDb,
  id: string,
  changes: Partial<Pick<Feed, 'name' | 'identifier'>>,
): Promise<void> {
  await db.updateTable('feeds').set(changes).where('id', '=', id).execute();
}

/** Deletes the feed in one transaction with taking its messages out of it (they stay, outside any feed). */
export function deleteFeedRow(db: ScopedDb, id: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('messages').set({ feed_id: null }).where('feed_id', '=', id).execute();
    await trx.deleteFrom('feeds').where('id', '=', id).execute();
  });
}
