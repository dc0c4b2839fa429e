// An environment's subscribers as the management API lists, erases and addresses them, through the database its
// credential scoped (a subscriber's own lookups and profile are notify/repo/subscribers.ts).
import type { ListQuery } from '@herald/protocol';
import { inTransaction, type ScopedDb } from '../../../db/scope.js';
import { pageOf } from './paging.js';

/** One page of the environment's subscribers, oldest first. */
export function subscriberPage(db: ScopedDb, environmentId: string, list: ListQuery) {
  const query = db
    .selectFrom('subscribers')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('created_at')
    .orderBy('id');
  return pageOf(query, list);
}

/** The subscriberIds of the environment's subscribers but those erased (their ids start with `erasedPrefix`). */
export function subscriberIdsBut(db: ScopedDb, environmentId: string, erasedPrefix: string) {
  return db
    .selectFrom('subscribers')
    .select('subscriber_id')
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', 'not like', `${erasedPrefix}%`)
    .execute();
}

/** The row ids of the environment's subscribers among these subscriberIds. */
export function subscriberRowIdsNamed(db: ScopedDb, environmentId: string, subscriberIds: readonly string[]) {
  return db
    .selectFrom('subscribers')
    .select('id')
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', 'in', subscriberIds)
    .execute();
}

/**
 * Erases a subscriber in one transaction: their messages, preferences and topic memberships go, their jobs still
 * to run are canceled, and their profile is cleared under the subscriberId `erasedId`. Notifications and jobs keep
 * their history for the activity log.
 */
export function eraseSubscriber(db: ScopedDb, subscriberRowId: string, erasedId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('messages').where('subscriber_id', '=', subscriberRowId).execute();
    await trx
      .updateTable('jobs')
      .set({ status: 'canceled' })
      .where('subscriber_id', '=', subscriberRowId)
      .where('status', 'in', ['pending', 'queued', 'delayed'])
      .execute();
    await trx.deleteFrom('subscriber_preferences').where('subscriber_id', '=', subscriberRowId).execute();
    await trx.deleteFrom('topic_subscribers').where('subscriber_id', '=', subscriberRowId).execute();
    await trx
      .updateTable('subscribers')
      .set({
        first_name: null,
        last_name: null,
        email: null,
        phone: null,
        avatar: null,
        locale: null,
        data: null,
        subscriber_id: erasedId,
      })
      .where('id', '=', subscriberRowId)
      .execute();
  });
}
