// What happened in the university's process, told to whoever reacts to it (notifications, statistics),
// so that the routes that change data stay unaware of who listens. A route queues its event once the change is
// committed and answers; the listeners run after, one event at a time in the order queued, in whichever process
// takes it from the queue. One that fails is logged and never undoes or fails the request that caused it. An event
// a stopped process left behind is delivered when the server starts again (`start()`).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  claimDomainEvent,
  renewDomainEventLease,
  deleteDomainEvent,
  queueDomainEvent,
  queuedDomainEvents,
  requeueDeliveringEvents,
} from '../repo/domain-events.js';

export type DomainEvent =
  | { type: 'contribution.submitted'; contributionId: number; actorId: number }
  | { type: 'contribution.updated'; contributionId: number; actorId: number }
  | { type: 'contribution.commented'; contributionId: number; commentId: number; actorId: number }
  | {
      type: 'contribution.status-changed';
      contributionId: number;
      from: string;
      to: string;
      actorId: number;
    }
  | { type: 'contribution.selected'; contributionId: number; selected: boolean; actorId: number }
  | { type: 'event.created'; eventId: number; actorId: number }
  | { type: 'event.updated'; eventId: number; actorId: number }
  | { type: 'event.deleted'; eventId: number; actorId: number }
  | { type: 'account.created'; accountId: number; actorId: number | null }
  /** The account's role, faculty or active state changed. */
  | { type: 'account.moved'; accountId: number; actorId: number };

export type DomainEventType = DomainEvent['type'];
type Listener<T extends DomainEventType> = (event: Extract<DomainEvent, { type: T }>) => Promise<void> | void;

export interface DomainEvents {
  on<T extends DomainEventType>(type: T, listener: Listener<T>): () => void;
  /** Queues the event and resolves once it is kept, before any listener runs. Never rejects. */
  emit(event: DomainEvent): Promise<void>;
  /** Resolves once every event queued so far has been delivered to its listeners (or left for another process). */
  delivered(): Promise<void>;
  /** Puts back what a stopped process was delivering and delivers what is queued. */
  start(): Promise<void>;
  /** Lets the delivery under way finish and delivers no more; what is still queued waits for the next start. */
  stop(): Promise<void>;
}

/** Events taken from the queue at a time. */
const BATCH = 50;

export function createDomainEvents(ctx: {
  db: Kysely<Database>;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /**
   * How long an event being delivered is its process's (renewed while its listeners run), where several processes
   * share the queue (PostgreSQL); absent, this process is the only one.
   */
  sharedLeaseMs?: number;
}): DomainEvents {
  const { log, sharedLeaseMs } = ctx;
  const leaseMs = sharedLeaseMs ?? 30_000;
  const leaseFrom = () => new Date(ctx.now().getTime() + leaseMs).toISOString();
  let lastSweep = -Infinity;
  const listeners = new Map<DomainEventType, Array<(event: DomainEvent) => Promise<void> | void>>();
  let delivering: Promise<void> | undefined;
  let queuedSince = false;
  // Events are queued from the first request on, and delivered once the listeners are in place (`start()`).
  let stopped = true;

  async function tell(event: DomainEvent) {
    for (const listener of listeners.get(event.type) ?? []) {
      try {
        await listener(event);
      } catch (error) {
        log.error({ err: error, event: event.type }, 'a listener of a domain event failed');
      }
    }
  }

  /** Delivers the queued events in order; each is claimed by one process, which removes it once told. */
  async function deliverQueued() {
    // Shared, what a stopped process was delivering comes back once its lease lapses: looked for at most three
    // times a lease.
    const now = ctx.now().getTime();
    if (sharedLeaseMs !== undefined && now - lastSweep >= leaseMs / 3) {
      lastSweep = now;
      await requeueDeliveringEvents(ctx, new Date(now).toISOString());
    }
    for (;;) {
      const rows = await queuedDomainEvents(ctx, BATCH);
      if (rows.length === 0 || stopped) return;
      for (const row of rows) {
        if (stopped) return;
        if (!(await claimDomainEvent(ctx, row.id, leaseFrom()))) continue;
        const renewal = setInterval(() => {
          renewDomainEventLease(ctx, row.id, leaseFrom()).catch((error: unknown) =>
            log.warn({ err: error }, 'domain event lease not renewed'),
          );
        }, leaseMs / 3);
        renewal.unref();
        try {
          await tell(JSON.parse(row.event) as DomainEvent);
        } finally {
          clearInterval(renewal);
        }
        await deleteDomainEvent(ctx, row.id);
      }
    }
  }

  /** Delivers until nothing was queued since the last look; one delivery at a time in this process. */
  async function deliverAll() {
    try {
      while (queuedSince && !stopped) {
        queuedSince = false;
        await deliverQueued().catch((error: unknown) => {
          log.error({ err: error }, 'domain events not delivered');
        });
      }
    } finally {
      // In the same turn as the last look, so an event queued after it starts a delivery of its own.
      delivering = undefined;
    }
  }

  function deliver(): Promise<void> {
    queuedSince = true;
    if (stopped) return Promise.resolve();
    delivering ??= deliverAll();
    return delivering;
  }

  return {
    on(type, listener) {
      const list = listeners.get(type) ?? [];
      const wrapped = listener as (event: DomainEvent) => Promise<void> | void;
      list.push(wrapped);
      listeners.set(type, list);
      return () => {
        const index = list.indexOf(wrapped);
        if (index >= 0) list.splice(index, 1);
      };
    },
    async emit(event) {
      try {
        await queueDomainEvent(ctx, JSON.stringify(event), ctx.now().toISOString());
      } catch (error) {
        log.error({ err: error, event: event.type }, 'a domain event was not queued');
        return;
      }
      if (!stopped) void deliver();
    },
    async delivered() {
      while (delivering) await delivering;
    },
    async start() {
      // As the job worker's recovery: an event a stopped process was delivering goes back in the queue; shared,
      // only once its lease has lapsed.
      await requeueDeliveringEvents(ctx, sharedLeaseMs === undefined ? undefined : ctx.now().toISOString());
      stopped = false;
      void deliver();
    },
    async stop() {
      stopped = true;
      await delivering;
    },
  };
}
