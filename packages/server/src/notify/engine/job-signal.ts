// Tells the workers of every process on one PostgreSQL database that jobs were enqueued, so that a trigger
// answered by one process is run at once by whichever worker is free, instead of at the next poll. PostgreSQL's
// LISTEN/NOTIFY carries it: the database every process already shares, so that scaling out needs nothing more.
// A signal can be lost (a listener reconnecting); the workers' poll catches those jobs. SQLite is one process,
// whose triggers wake its worker directly.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { notifyChannel } from '../repo/engine/jobs.js';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.js';

export interface JobSignal {
  /** Tells every process's worker, this one's included, that jobs were enqueued. */
  notify(): void;
  /**
   * Tells them through `db`, the transaction enqueueing the jobs: PostgreSQL delivers the signal when it commits,
   * so no worker hears of jobs it cannot read yet, and the signal costs no commit of its own.
   */
  notifyWithin(db: Kysely<Database>): Promise<void>;
  /**
   * Calls `listener` on every signal, and once whenever listening (re)starts, since a signal sent meanwhile was
   * missed, until `stop` is called; `ready` resolves once signals reach it.
   */
  listen(listener: () => void): { ready: Promise<void>; stop(): void };
}

/** Waits before connecting the listener again after its connection failed. */
const RECONNECT_MS = 1000;
const MAX_CHANNEL_LENGTH = 63;

/** One channel per schema, so that servers (or test suites) in other schemas of the database are not woken. */
export function jobChannel(schema: string | undefined): string {
  const channel = schema ? `herald_jobs_${schema}` : 'herald_jobs';
  if (channel.length <= MAX_CHANNEL_LENGTH) return channel;
  return `herald_jobs_${createHash('sha256')
    .update(schema ?? '')
    .digest('hex')
    .slice(0, 32)}`;
}

/** Signals on PostgreSQL: `pg_notify` through the server's pool, and one connection of its own to listen on. */
export function postgresJobSignal(options: {
  db: Kysely<Database>;
  databaseUrl: string;
  schema: string | undefined;
  log: FastifyBaseLogger;
}): JobSignal {
  const channel = jobChannel(options.schema);
  const listeners = new Set<() => void>();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** Resolves when the listening connection is up (kept across reconnections). */
  let ready: Promise<void> = Promise.resolve();
  let markReady: (() => void) | undefined;

  const signal = () => {
    for (const listener of listeners) listener();
  };

  function disconnect() {
    clearTimeout(retry);
    const current = client;
    client = undefined;
    current?.removeAllListeners();
    // An error while ending a connection that is going anyway changes nothing.
    current?.on('error', () => undefined);
    void current?.end().catch(() => undefined);
  }

  function connect() {
    if (client || listeners.size === 0) return;
    if (!markReady) ready = new Promise((resolve) => (markReady = resolve));
    const next = new pg.Client({ connectionString: options.databaseUrl });
    client = next;
    const lost = (error?: unknown) => {
      if (client !== next) return;
      disconnect();
      options.log.warn({ err: error }, 'job signal connection lost; listening again shortly');
      retry = setTimeout(connect, RECONNECT_MS);
      retry.unref();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) signal();
    });
    next.on('error', lost);
    next.on('end', () => lost());
    next
      .connect()
      .then(() => next.query(`listen ${pg.escapeIdentifier(channel)}`))
      .then(() => {
        if (client !== next) return;
        markReady?.();
        markReady = undefined;
        // Jobs enqueued before the listener was ready are due too.
        signal();
      })
      .catch((error: unknown) => lost(error));
  }

  const notifyWithin = async (db: Kysely<Database>) => {
    await notifyChannel(db, channel);
  };
  return {
    notify() {
      notifyWithin(options.db).catch((error: unknown) =>
        options.log.warn({ err: error }, 'job signal not sent'),
      );
    },
    notifyWithin,
    listen(listener) {
      listeners.add(listener);
      connect();
      return {
        ready,
        stop() {
          listeners.delete(listener);
          if (listeners.size === 0) disconnect();
        },
      };
    },
  };
}
