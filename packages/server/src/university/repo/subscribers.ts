// The accounts' subscribers in the product environment, as the university reaches them: each query takes the
// database scoped to that environment (decision 0024).
import type { ScopedDb } from '../../db/scope.js';

/** The row id of the subscriber with this subscriberId, if it exists. */
export function subscriberRowId(db: ScopedDb, environmentId: string, subscriberId: string) {
  return db
    .selectFrom('subscribers')
    .select('id')
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
}

/** The row ids of the subscribers with these subscriberIds. */
export function subscriberRowIds(db: ScopedDb, subscriberIds: string[]) {
  return db.selectFrom('subscribers').select('id').where('subscriber_id', 'in', subscriberIds).execute();
}

/** Copies an account's address and name to its subscriber. */
export function updateSubscriberContact(
  db: ScopedDb,
  environmentId: string,
  subscriberId: string,
  contact: { email: string; first_name: string },
) {
  return db
    .updateTable('subscribers')
    .set(contact)
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', '=', subscriberId)
    .execute();
}
