import type { AppContext } from '../context.js';

/**
 * What the notification service's modules use of the server's context: no guest visits and no sign-in throttle,
 * which are the university's and the platform's.
 */
export type NotifyContext = Pick<
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
  | 'keptSubscribers'
>;
