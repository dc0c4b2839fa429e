import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { TokenService } from './security/tokens.js';
import type { Realtime } from './realtime/realtime.js';
import type { Mailer } from './mail/mailer.js';
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
  /** Ids of new objects (24 hex, the widget protocol's `_id` shape); random unless a world is made again the same. */
  newId: () => string;
  mailer: Mailer;
  /**
   * The job worker: `wake()` after queueing work so it starts at once; `signalWithin(trx)` in the transaction that
   * queues it wakes the other processes' workers when it commits, and `wake({ signaled: true })` then only this one.
   */
  jobs: {
    wake(options?: { signaled?: boolean }): void;
    signalWithin(db: Kysely<Database>): Promise<void>;
  };
  log: FastifyBaseLogger;
  /** Per-email, per-address and global limits on sign-in attempts, checked before any password. */
  signInThrottle: SignInThrottle;
  /** The subscribers a product keeps in step with its own records; the product that keeps them provides it. */
  keptSubscribers: KeptSubscribers;
}

/** Subscribers whose profile only their product writes (the university's accounts): a trigger never rewrites it. */
export interface KeptSubscribers {
  isKept(ctx: Pick<AppContext, 'db'>, environmentId: string, subscriberId: string): Promise<boolean>;
}

/** What a module's function takes of its product's context: the type of its first parameter. */
export type ContextTakenBy<F extends (ctx: never, ...rest: never[]) => unknown> = Parameters<F>[0];
