// The jobs of the university's scheduled announcements in the product environment, whose transaction ids are
// `event-{id}-{kind}-{random}`; each query takes the database scoped to that environment (decision 0024).
import type { ScopedDb } from '../../db/scope.js';

/**
 * Cancels at `at` the pending jobs of announcements of these kinds, of one event (`eventId`) or of all, to every
 * subscriber or to the one with `subscriberId`; answers how many there were.
 */
export async function cancelAnnouncementJobs(
  db: ScopedDb,
  environmentId: string,
  kinds: readonly string[],
  { eventId, subscriberId }: { eventId?: number; subscriberId?: string },
  at: string,
): Promise<number> {
  let pending = db
    .updateTable('jobs')
    .set({ status: 'canceled', updated_at: at })
    .where('environment_id', '=', environmentId)
    .where((eb) =>
      eb.or(kinds.map((kind) => eb('transaction_id', 'like', `event-${eventId ?? '%'}-${kind}-%`))),
    )
    .where('status', 'in', ['pending', 'queued', 'delayed']);
  if (subscriberId !== undefined) {
    pending = pending.where('subscriber_id', 'in', (eb) =>
      eb
        .selectFrom('subscribers')
        .select('subscribers.id')
        .where('subscribers.environment_id', '=', environmentId)
        .where('subscribers.subscriber_id', '=', subscriberId),
    );
  }
  return Number((await pending.executeTakeFirst()).numUpdatedRows);
}
