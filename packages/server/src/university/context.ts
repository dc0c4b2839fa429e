import type { AppContext } from '../context.js';
import type { DomainEvents } from './domain-events.js';

/**
 * What the university's modules use of the server's context, with the guest visits it provides to authentication
 * (its routes install the account check, which admits them), and its own domain events.
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
  | 'guestVisits'
  | 'keptSubscribers'
> & {
  /** What happened in the university's process, for notifications and statistics to react to. */
  domainEvents: DomainEvents;
};
