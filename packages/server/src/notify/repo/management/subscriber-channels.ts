// What a subscriber keeps per chat or push provider, through the database the management credential scoped.
import { inTransaction, type ScopedDb } from '../../../db/scope.js';

/** The environment's channels of the subscriber, by provider. */
export function channelsOfSubscriber(db: ScopedDb, environmentId: string, subscriberRowId: string) {
  return db
    .selectFrom('subscriber_channels')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', '=', subscriberRowId)
    .orderBy('provider_id')
    .execute();
}

/**
 * Replaces the sealed credentials the subscriber keeps for a provider and integration, or stores them when they kept
 * none, in one transaction.
 */
export function storeChannelCredentials(
  db: ScopedDb,
  channel: {
    newId: () => string;
    environmentId: string;
    subscriberRowId: string;
    providerId: string;
    integrationIdentifier: string;
    credentials: string;
    now: string;
  },
): Promise<void> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('subscriber_channels')
      .set({ credentials: channel.credentials, updated_at: channel.now })
      .where('subscriber_id', '=', channel.subscriberRowId)
      .where('provider_id', '=', channel.providerId)
      .where('integration_identifier', '=', channel.integrationIdentifier)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('subscriber_channels')
        .values({
          id: channel.newId(),
          environment_id: channel.environmentId,
          subscriber_id: channel.subscriberRowId,
          provider_id: channel.providerId,
          integration_identifier: channel.integrationIdentifier,
          credentials: channel.credentials,
          updated_at: channel.now,
        })
        .execute();
    }
  });
}

/** Removes what the subscriber keeps for a provider (every integration's). */
export async function deleteChannel(
  db: ScopedDb,
  subscriberRowId: string,
  providerId: string,
): Promise<void> {
  await db
    .deleteFrom('subscriber_channels')
    .where('subscriber_id', '=', subscriberRowId)
    .where('provider_id', '=', providerId)
    .execute();
}
