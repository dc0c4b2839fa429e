import type { AppContext } from '../context.js';
import type { DomainEvents } from './domain-events.js';

/** What the university's routes share: the server's context and the university's own domain events. */
export interface UniversityContext extends AppContext {
  /** What happened in the university's process, for notifications and statistics to react to. */
  domainEvents: DomainEvents;
}
