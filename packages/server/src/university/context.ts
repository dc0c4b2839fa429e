import type { AppContext } from '../context.js';
import type { DomainEvents } from './domain-events.js';

/**
 * What the university's modules use of the server's context (everything but the guest visits, which it provides
 * to authentication and never reads back), and its own domain events. The plugin and the route modules that
 * authenticate take `AppContext & UniversityContext`, because the hooks of http/auth.ts they install take the
 * whole context.
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
> & {
  /** What happened in the university's process, for notifications and statistics to react to. */
  domainEvents: DomainEvents;
};
