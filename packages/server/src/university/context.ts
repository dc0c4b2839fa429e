import type { AppContext } from '../context.js';
import type { GuestVisits } from '../http/auth.js';
import type { DomainEvents } from './services/domain-events.js';

/**
 * What the university's modules use of the server's context, with two of its own: the guest visits its account
 * check admits, and its domain events.
 */
export type UniversityContext = Pick<
  AppContext,
  | 'config'
  | 'db'
  | 'tokens'
  | 'realtime'
  | 'sealingKey'
  | 'now'
  | 'newId'
  | 'mailer'
  | 'jobs'
  | 'log'
  | 'signInThrottle'
  | 'keptSubscribers'
> & {
  /** How the account check admits the university's guest visits (services/accounts/guest-sessions.ts). */
  guestVisits: GuestVisits;
  /** What happened in the university's process, for notifications and statistics to react to. */
  domainEvents: DomainEvents;
};
