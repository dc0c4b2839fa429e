import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { TokenService } from './security/tokens.js';
import type { Realtime } from './realtime/realtime.js';
import type { Mailer } from './mail/mailer.js';
import type { DomainEvents } from './university/domain-events.js';
import type { SignInThrottle } from './security/sign-in-throttle.js';

/** What every module's routes and services share. Built once in `createHerald`. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  tokens: TokenService;
  realtime: Realtime;
  /** Key sealing secrets kept at rest (environment API keys). */
  sealingKey: Buffer;
  now: () => Date;
  mailer: Mailer;
  /** The job worker: `wake()` after queueing work so it starts at once. */
  jobs: { wake(): void };
  log: FastifyBaseLogger;
  /** What happened in the university's process, for notifications and statistics to react to. */
  domainEvents: DomainEvents;
  /** Per-email, per-address and global limits on sign-in attempts, checked before any password. */
  signInThrottle: SignInThrottle;
}
