import type { AppContext } from '../context.js';

/** What the platform's modules use of the server's context: no job worker, no log and no guest visits. */
export type PlatformContext = Pick<
  AppContext,
  'config' | 'db' | 'tokens' | 'realtime' | 'sealingKey' | 'now' | 'newId' | 'mailer' | 'signInThrottle'
>;
