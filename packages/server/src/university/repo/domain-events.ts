// The queue of the university's domain events (domain-events.ts): kept, claimed by one process, removed once told.
import type { UniversityDb as Db } from './transaction.js';

/** Up to `limit` queued events, oldest first. */
export function queuedDomainEvents(ctx: Db, limit: number) {
  return ctx.db
    .selectFrom('domain_event_queue')
    .select(['id', 'event'])
    .where('status', '=', 'queued')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Marks a queued event as being delivered by this process, held until `leaseUntil`; answers whether it was still
 * queued.
 */
export async function claimDomainEvent(ctx: Db, id: number, leaseUntil: string): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('domain_event_queue')
    .set({ status: 'delivering', lease_until: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Holds an event being delivered a while longer for the process delivering it. */
export function renewDomainEventLease(ctx: Db, id: number, leaseUntil: string) {
  return ctx.db
    .updateTable('domain_event_queue')
    .set({ lease_until: leaseUntil })
    .where('id', '=', id)
    .where('status', '=', 'delivering')
    .execute();
}

export function deleteDomainEvent(ctx: Db, id: number) {
  return ctx.db.deleteFrom('domain_event_queue').where('id', '=', id).execute();
}

/** Queues an event (its JSON) at `at`. */
export function queueDomainEvent(ctx: Db, event: string, at: string) {
  return ctx.db.insertInto('domain_event_queue').values({ event, status: 'queued', queued_at: at }).execute();
}

/**
 * Puts back in the queue what a stopped process was delivering: with `lapsedAt`, only the events whose lease has
 * lapsed then (another process may be delivering the rest), else every one (the only process there is).
 */
export function requeueDeliveringEvents(ctx: Db, lapsedAt?: string) {
  return ctx.db
    .updateTable('domain_event_queue')
    .set({ status: 'queued', lease_until: null })
    .where('status', '=', 'delivering')
    .$if(lapsedAt !== undefined, (update) =>
      update.where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', lapsedAt!)])),
    )
    .execute();
}
