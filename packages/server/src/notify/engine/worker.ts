// The in-process worker: runs due jobs from the durable job table in order. A job is claimed by moving it to
// `running` in one conditional update, so two workers never run the same job; after a crash, `recover()` puts
// running jobs back in the queue and delayed jobs simply wait for their time. The worker only claims a job, runs
// its step (run-step.ts, through the registry in steps/) and finishes it. It runs at once when woken: by a trigger
// in this process (`wake()`), or by one in another process through the job signal (job-signal.ts); a slower poll
// catches a missed signal, and a timer set for the next delayed job runs it when it comes due.
import { type Kysely, sql } from 'kysely';
import type { NotifyContext } from '../context.js';
import type { Database, Job } from '../../db/schema.js';
import { createRetention } from './activity-retention.js';
import { jobLog } from './execution-log.js';
import type { StepOutcome } from './job.js';
import { postgresJobSignal, type JobSignal } from './job-signal.js';
import { createStepRunner, type StepRunner } from './run-step.js';

export interface Worker {
  /** Runs every job due now, including the ones they make due, and resolves when none is left. */
  drain(): Promise<number>;
  /** Starts polling and listening for other processes' signals; due jobs also start at once after `wake()`. */
  start(): void;
  /** Jobs were enqueued: runs them at once here if this worker runs, and wakes the other processes' workers. */
  wake(): void;
  /** Resolves once the started worker hears other processes' signals (at once without PostgreSQL). */
  listening(): Promise<void>;
  /** Puts jobs left running by a stopped process back in the queue. */
  recover(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 50;
/** Steps that only write the database, run in one transaction each (runInOneTransaction). */
const ONE_TRANSACTION_STEPS: ReadonlySet<string> = new Set(['in_app', 'delay']);

/**
 * The context of a job's transaction: its database is the transaction, and what it would tell sockets waits in
 * `afterCommit`, so that no client hears of a message it could not read yet.
 */
function withinTransaction(
  ctx: NotifyContext,
  trx: Kysely<Database>,
  afterCommit: (() => void)[],
): NotifyContext {
  const later =
    <A extends unknown[]>(tell: (...args: A) => void) =>
    (...args: A) => {
      afterCommit.push(() => tell(...args));
    };
  const { realtime } = ctx;
  return {
    ...ctx,
    db: trx,
    realtime: {
      emitUnseenCount: later(realtime.emitUnseenCount.bind(realtime)),
      emitUnreadCount: later(realtime.emitUnreadCount.bind(realtime)),
      emitNotificationReceived: later(realtime.emitNotificationReceived.bind(realtime)),
      emitDataChanged: later(realtime.emitDataChanged.bind(realtime)),
      disconnectSubscriber: later(realtime.disconnectSubscriber.bind(realtime)),
      disconnectEnvironment: later(realtime.disconnectEnvironment.bind(realtime)),
      close: () => realtime.close(),
    },
  };
}
const DEFAULT_POLL_MS = 5000;

/** On PostgreSQL, the signal that reaches the workers of every process on the database. */
function jobSignalOf(ctx: NotifyContext): JobSignal | undefined {
  const { databaseUrl, databaseSchema } = ctx.config;
  if (!databaseUrl) return undefined;
  return postgresJobSignal({ db: ctx.db, databaseUrl, schema: databaseSchema, log: ctx.log });
}

export function createWorker(ctx: NotifyContext): Worker {
  // The poll is the safety net for a lost signal; the timer for the next delayed job is set apart from it.
  const pollMs = ctx.config.workerPollMs ?? DEFAULT_POLL_MS;
  const signal = jobSignalOf(ctx);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let listener: ReturnType<JobSignal['listen']> | undefined;
  const retention = createRetention(ctx);
  const steps = createStepRunner(ctx);
  const skipLocked = Boolean(ctx.config.databaseUrl);

  /**
   * Claims a due job; false when another run took it first. On PostgreSQL a job another process's transaction
   * holds is skipped, not waited for, in the same statement.
   */
  async function claim(db: Kysely<Database>, job: Job): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ status: 'running', attempts: sql`attempts + 1`, updated_at: ctx.now().toISOString() })
      .where('id', '=', job.id)
      .where('status', '=', job.status)
      .$if(skipLocked, (update) =>
        update.where('id', 'in', (eb) =>
          eb.selectFrom('jobs').select('id').where('id', '=', job.id).forUpdate().skipLocked(),
        ),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function finish(db: Kysely<Database>, job: Job, outcome: StepOutcome): Promise<void> {
    const now = ctx.now().toISOString();
    if (outcome.status === 'retry') {
      await db
        .updateTable('jobs')
        .set({ status: 'queued', run_at: outcome.until.toISOString(), updated_at: now })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    if (outcome.status === 'delayed') {
      await db
        .updateTable('jobs')
        .set({ status: 'delayed', run_at: outcome.until.toISOString(), updated_at: now })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    if (outcome.status === 'merged') {
      // The event now lives in another digest: this notification's later steps never run on their own.
      await db
        .updateTable('jobs')
        .set({ status: 'merged', updated_at: now })
        .where('notification_id', '=', job.notification_id)
        .where((eb) => eb.or([eb('id', '=', job.id), eb('status', '=', 'pending')]))
        .execute();
      return;
    }
    await db
      .updateTable('jobs')
      .set({
        status: outcome.status,
        error: 'error' in outcome ? (outcome.error ?? null) : null,
        updated_at: now,
      })
      .where('id', '=', job.id)
      .execute();
    if ('stopsChain' in outcome && outcome.stopsChain) {
      await db
        .updateTable('jobs')
        .set({ status: 'canceled', updated_at: now })
        .where('notification_id', '=', job.notification_id)
        .where('status', '=', 'pending')
        .execute();
      return;
    }
    // The next step runs after this one whatever its outcome, unless the transaction was canceled meanwhile.
    await db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: now, updated_at: now })
      .where('status', '=', 'pending')
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('notification_id', '=', job.notification_id)
          .where('status', '=', 'pending')
          .where('step_index', '>', job.step_index)
          .orderBy('step_index')
          .limit(1),
      )
      .execute();
  }

  async function runOnce(): Promise<number> {
    let ran = 0;
    for (;;) {
      const due = await ctx.db
        .selectFrom('jobs')
        .selectAll()
        .where('status', 'in', ['queued', 'delayed'])
        .where('run_at', '<=', ctx.now().toISOString())
        .orderBy('run_at')
        .orderBy('created_at')
        .orderBy('step_index')
        .limit(BATCH)
        .execute();
      if (due.length === 0) return ran;
      for (const job of due) {
        // A step with a template waits on a render worker (render-limits.ts): never while holding a transaction,
        // which on SQLite holds the one connection every request reads through.
        const claimed =
          ONE_TRANSACTION_STEPS.has(job.step_type) && !job.step.includes('{{')
            ? await runInOneTransaction(job)
            : await runApart(job);
        if (claimed) ran += 1;
      }
    }
  }

  /** Runs a claimed job's step with `runner` and finishes the job on `jobCtx`'s database. */
  async function runAndFinish(
    jobCtx: NotifyContext,
    runner: StepRunner,
    job: Job,
    previousStatus: Job['status'],
  ) {
    const log = jobLog(jobCtx, job);
    let outcome: StepOutcome;
    try {
      outcome = await runner.run({ ...job, status: previousStatus }, log);
    } catch (error) {
      ctx.log.error({ err: error, jobId: job.id }, 'job failed');
      outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
    await log.flush();
    await finish(jobCtx.db, job, outcome);
  }

  /** A step that calls out (a provider, a webhook): claimed first, so no transaction waits on the network. */
  async function runApart(job: Job): Promise<boolean> {
    if (!(await claim(ctx.db, job))) return false;
    await runAndFinish(ctx, steps, job, job.status);
    return true;
  }

  /**
   * A step that only writes the database: claimed, run, logged and finished in one transaction, so a job costs
   * one commit (one sync to disk) instead of one per write, and a crash leaves it either done or still queued.
   * What it tells sockets is told once the transaction has committed.
   */
  async function runInOneTransaction(job: Job): Promise<boolean> {
    const afterCommit: (() => void)[] = [];
    const claimed = await ctx.db.transaction().execute(async (trx) => {
      if (!(await claim(trx, job))) return false;
      const jobCtx = withinTransaction(ctx, trx, afterCommit);
      await runAndFinish(jobCtx, createStepRunner(jobCtx), job, job.status);
      return true;
    });
    for (const tell of afterCommit) tell();
    return claimed;
  }

  function drain(): Promise<number> {
    // One run at a time; a second caller waits for the run in progress, then runs again for what it made due.
    const previous = running ?? Promise.resolve(0);
    const run = async () => {
      const ran = await runOnce();
      // The activity log's retention runs on the same clock, at most once an hour.
      await retention.runIfDue().catch((error: unknown) => ctx.log.error({ err: error }, 'purge failed'));
      return ran;
    };
    const next = previous.then(run, run);
    running = next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  async function schedule() {
    if (stopped) return;
    await drain().catch((error: unknown) => ctx.log.error({ err: error }, 'job run failed'));
    if (stopped) return;
    const nextDue = await ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('status', 'in', ['queued', 'delayed'])
      .orderBy('run_at')
      .limit(1)
      .executeTakeFirst()
      .catch(() => undefined);
    const wait = nextDue?.run_at ? new Date(nextDue.run_at).getTime() - ctx.now().getTime() : pollMs;
    clearTimeout(timer);
    timer = setTimeout(() => void schedule(), Math.max(10, Math.min(pollMs, wait)));
    timer.unref();
  }

  /** Runs what is due at once, if this worker runs. */
  function runSoon() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void schedule(), 0);
    timer.unref();
  }

  return {
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      listener = signal?.listen(runSoon);
      void schedule();
    },
    wake() {
      runSoon();
      signal?.notify();
    },
    listening: () => listener?.ready ?? Promise.resolve(),
    async recover() {
      await ctx.db
        .updateTable('jobs')
        .set({ status: 'queued', run_at: ctx.now().toISOString(), updated_at: ctx.now().toISOString() })
        .where('status', '=', 'running')
        .execute();
    },
    async stop() {
      stopped = true;
      listener?.stop();
      listener = undefined;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
