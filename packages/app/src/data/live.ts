// New notifications for the open page's data: the shell announces each message the realtime socket delivers (and
// each one clicked), and every query that says the message concerns it loads again, keeping what it shows until
// the answer arrives. Nothing polls.
import type { NotificationMessage } from '@herald/protocol';

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
