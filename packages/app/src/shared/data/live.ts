// Live data for the open page, from the realtime socket the bell holds. The shell announces each message the
// socket delivers (and each one clicked), and every query that says the message concerns it loads again, keeping
// what it shows until the answer arrives. Data that changes without notifying the reader (a manager's dashboard
// when a student submits) comes as the server's `data_changed`, by name; after a reconnect, everything live loads
// again, as anything may have changed meanwhile. Nothing polls.
import type { LiveData, NotificationMessage } from '@herald/protocol';

/** Whether a message concerns a query's data: a comment, a status change, a selection, a new submission. */
export type Concerns = (message: NotificationMessage) => boolean;

const listeners = new Set<(message: NotificationMessage) => void>();

/** Hands a new (or clicked) message to every query of the open page. */
export function announceNotification(message: NotificationMessage): void {
  for (const listener of [...listeners]) listener(message);
}

/** Calls `listener` with each announced message until the returned function is called. */
export function listenToNotifications(listener: (message: NotificationMessage) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The id a university notification's payload gives under `field` (contributionId, eventId). */
export function payloadId(message: NotificationMessage, field: 'contributionId' | 'eventId'): unknown {
  return message.payload?.[field];
}

const changeListeners = new Set<(resource: string | undefined) => void>();

/** Hands a change the server announced (`undefined`: anything may have changed) to every query of the open page. */
export function announceDataChange(resource: string | undefined): void {
  for (const listener of [...changeListeners]) listener(resource);
}

/** Calls `listener` whenever `resource` changed, until the returned function is called. */
export function listenToDataChanges(resource: LiveData, listener: () => void): () => void {
  const heard = (changed: string | undefined) => {
    if (changed === undefined || changed === resource) listener();
  };
  changeListeners.add(heard);
  return () => void changeListeners.delete(heard);
}
