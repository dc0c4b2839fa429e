// An environment's subscribers, read and written through the database a credential (or the trigger's environment)
// scoped.
import type { Subscriber } from '../../db/tables/notify.js';
import type { ScopedDb } from '../../db/scope.js';

/** The columns of a subscriber its profile holds. */
export type ProfileColumns = Partial<
  Pick<Subscriber, 'first_name' | 'last_name' | 'email' | 'phone' | 'avatar' | 'locale' | 'data'>
>;

/** The environment's subscriber with this subscriberId. */
const subscriberOf = (db: ScopedDb, environmentId: string, subscriberId: string) =>
  db
    .selectFrom('subscribers')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', '=', subscriberId);

/** The environment's subscriber with this subscriberId, if there is one. */
export function subscriberNamed(db: ScopedDb, environmentId: string, subscriberId: string) {
  return subscriberOf(db, environmentId, subscriberId).executeTakeFirst();
}

/** The environment's subscriber with this subscriberId, which exists. */
export function existingSubscriberNamed(db: ScopedDb, environmentId: string, subscriberId: string) {
  return subscriberOf(db, environmentId, subscriberId).executeTakeFirstOrThrow();
}

/** Inserts the subscriber unless its environment has one of that subscriberId already; answers it if inserted. */
export function insertSubscriberIfNew(db: ScopedDb, row: Subscriber) {
  return db
    .insertInto('subscribers')
    .values(row)
    .onConflict((oc) => oc.columns(['environment_id', 'subscriber_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function setProfileColumns(
  db: ScopedDb,
  environmentId: string,
  subscriberId: string,
  changes: ProfileColumns,
) {
  return db
    .updateTable('subscribers')
    .set(changes)
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', '=', subscriberId)
    .execute();
}

/** What an environment's subscribers hold of their owner's profile. */
export function subscriberContacts(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('subscribers')
    .select(['subscriber_id', 'first_name', 'email', 'phone'])
    .where('environment_id', '=', environmentId)
    .execute();
}

/** The subscriberId of the subscriber with this row id, if there is one. */
export function subscriberIdOfRow(db: ScopedDb, subscriberRowId: string) {
  return db
    .selectFrom('subscribers')
    .select('subscriber_id')
    .where('id', '=', subscriberRowId)
    .executeTakeFirst();
}
