import type { AppContext } from '../context.js';

/**
 * What the platform's modules use of the server's context: no job worker, no log and no guest visits. The plugin
 * and the route modules still take the whole `AppContext`, because the hooks of http/auth.ts they install do.
 */
export type PlatformContext = Pick<
  AppContext,
  'config' | 'db' | 'tokens' | 'realtime' | 'sealingKey' | 'now' | 'newId' | 'mailer' | 'signInThrottle'
>;
