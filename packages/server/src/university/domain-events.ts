// What happened in the university's process, told to whoever reacts to it (notifications, statistics),
// so that the routes that change data stay unaware of who listens. Listeners run after the change is
// committed; one that fails is logged and never undoes or fails the request that caused it.
import type { FastifyBaseLogger } from 'fastify';

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
  /** Runs every listener of the event in turn and resolves when all have finished. Never rejects. */
  emit(event: DomainEvent): Promise<void>;
}

export function createDomainEvents(log: Pick<FastifyBaseLogger, 'error'>): DomainEvents {
  const listeners = new Map<DomainEventType, Array<(event: DomainEvent) => Promise<void> | void>>();
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
      for (const listener of listeners.get(event.type) ?? []) {
        try {
          await listener(event);
        } catch (error) {
          log.error({ err: error, event: event.type }, 'a listener of a domain event failed');
        }
      }
    },
  };
}
