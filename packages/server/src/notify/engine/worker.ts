// The in-process worker: runs due jobs from the durable job table in order. A job is claimed by moving it to
// `running` in one conditional update, so two workers never run the same job; after a crash, `recover()` puts
// running jobs back in the queue and delayed jobs simply wait for their time. The worker only claims a job, runs
// its step (run-step.ts, through the registry in steps/) and finishes it. It runs at once when woken: by a trigger
// in this process (`wake()`), or by one in another process through the job signal (job-signal.ts); a slower poll
// catches a missed signal, and a timer set for the next delayed job runs it when it comes due.
import type { Kysely } from 'kysely';
import {
  cancelPendingSteps,
  claimJob,
  dueJobsAt,
  finishJob,
  markMerged,
  nextRunAt,
  queueNextStep,
  renewJobLease,
  requeueLapsedJobs,
  requeueRunningJobs,
  rescheduleJob,
} from '../repo/engine/jobs.js';
import { inServerTransaction } from '../../db/transaction.js';
import type { NotifyContext } from '../context.js';
import type { Database } from '../../db/schema.js';
import type { Job } from '../../db/tables/notify.js';
import { createRetention } from './activity-retention.js';
import { jobLog } from './execution-log.js';
import type { JobContext, StepOutcome } from './job.js';
import { loadJobContext } from './job-context.js';
import { postgresJobSignal, type JobSignal } from './job-signal.js';
import {
  renderAhead,
  renderedFrom,
  rendersAhead,
  StaleRendering,
  type RenderedAhead,
} from './render-ahead.js';
import { createStepRunner, type StepRunner } from './run-step.js';

export interface Worker {
  /** Runs every job due now, including the ones they make due, and resolves when none is left. */
  drain(): Promise<number>;
  /** Starts polling and listening for other processes' signals; due jobs also start at once after `wake()`. */
  start(): void;
  /**
   * Jobs were enqueued: runs them at once here if this worker runs, and wakes the other processes' workers unless
   * the transaction that enqueued them `signaled` them already.
   */
  wake(options?: { signaled?: boolean }): void;
  /**
   * Wakes the other processes' workers from within the transaction enqueueing jobs, when it commits (PostgreSQL);
   * nothing to do on SQLite, whose one process wakes its worker directly.
   */
  signalWithin(db: Kysely<Database>): Promise<void>;
  /** Resolves once the started worker hears other processes' signals (at once without PostgreSQL). */
  listening(): Promise<void>;
  /**
   * Puts jobs left running by a stopped process back in the queue: on SQLite every running job (this process is
   * the only one); on PostgreSQL those whose lease has lapsed, as every run of the worker also does.
   */
  recover(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 50;
/** Steps that only write the database, run in one transaction each (inOneTransaction). */
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
  // On PostgreSQL any number of processes may work the same jobs; on SQLite this process is the only one.
  const sharedQueue = Boolean(ctx.config.databaseUrl);
  // A claimed job is this worker's for its lease, renewed three times a lease while a step runs apart (a step in
  // a transaction holds its row until it commits).
  const leaseMs = ctx.config.jobLeaseMs;

  /**
   * Claims a due job; false when another run took it first. On PostgreSQL a job another process's transaction
   * holds is skipped, not waited for, in the same statement.
   */
  async function claim(db: Kysely<Database>, job: Job): Promise<boolean> {
    const now = ctx.now();
    return claimJob(db, job, skipLocked, now.toISOString(), leaseFrom(now));
  }

  const leaseFrom = (now: Date) => new Date(now.getTime() + leaseMs).toISOString();

  async function finish(db: Kysely<Database>, job: Job, outcome: StepOutcome): Promise<void> {
    const now = ctx.now().toISOString();
    if (outcome.status === 'retry') {
      await rescheduleJob(db, job.id, 'queued', outcome.until.toISOString(), now);
      return;
    }
    if (outcome.status === 'delayed') {
      await rescheduleJob(db, job.id, 'delayed', outcome.until.toISOString(), now);
      return;
    }
    if (outcome.status === 'merged') {
      // The event now lives in another digest: this notification's later steps never run on their own.
      await markMerged(db, job, now);
      return;
    }
    await finishJob(db, job.id, outcome.status, 'error' in outcome ? (outcome.error ?? null) : null, now);
    if ('stopsChain' in outcome && outcome.stopsChain) {
      await cancelPendingSteps(db, job.notification_id, now);
      return;
    }
    // The next step runs after this one whatever its outcome, unless the transaction was canceled meanwhile.
    await queueNextStep(db, job, now);
  }

  /** The jobs due now, in the order they run. */
  function dueJobs(db: Kysely<Database>): Promise<Job[]> {
    return dueJobsAt(db, ctx.now().toISOString(), BATCH);
  }

  /**
   * How a job runs. A step that only writes the database runs in one transaction; an in-app step whose content
   * or link is a template too, once it is rendered ahead (render-ahead.ts). Any other step with a template waits
   * on a render worker (render-limits.ts) while it runs, so it never runs in a transaction, which on SQLite holds
   * the one connection every request reads through; nor does a step that calls out (a provider, a webhook filter,
   * whose part the stored step's JSON names as `"on":"webhook"`).
   */
  function wayOf(job: Job): 'within' | 'renderedAhead' | 'apart' {
    if (!ONE_TRANSACTION_STEPS.has(job.step_type) || job.step.includes('"on":"webhook"')) return 'apart';
    if (!job.step.includes('{{')) return 'within';
    return rendersAhead(job) ? 'renderedAhead' : 'apart';
  }

  /**
   * Runs the due jobs. Finding them costs no commit of its own: the jobs due are read in the transaction of the
   * job before them (or of the first job), and so is the context of an in-app step rendered ahead.
   */
  async function runOnce(): Promise<number> {
    let ran = 0;
    // The jobs due as last read (undefined: to be read), and whether they were read after the last job ran.
    let due: Job[] | undefined;
    let fresh = false;
    // The next job as rendered ahead, or marked to run apart after all.
    let ahead: RenderedAhead | RunsApart | undefined;
    for (;;) {
      const head = due?.[0];
      if (due && !head && fresh) return ran;
      if (head && (wayOf(head) === 'apart' || (ahead?.jobId === head.id && 'apart' in ahead))) {
        due!.shift();
        fresh = false;
        ahead = undefined;
        if (await runApart(head)) ran += 1;
        continue;
      }
      const rendered = head && ahead?.jobId === head.id && !('apart' in ahead) ? ahead : undefined;
      const step = await inOneTransaction(head ? due : undefined, rendered);
      if (step.claimed) ran += 1;
      due = step.due;
      fresh = step.fresh;
      ahead = step.context ? await renderAhead(step.context) : step.apart;
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
      // Not the step's failure: its transaction is rolled back and the job runs apart.
      if (error instanceof StaleRendering) throw error;
      ctx.log.error({ err: error, jobId: job.id }, 'job failed');
      outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
    await log.flush();
    await finish(jobCtx.db, job, outcome);
  }

  /** A step that calls out (a provider, a webhook): claimed first, so no transaction waits on the network. */
  async function runApart(job: Job): Promise<boolean> {
    if (!(await claim(ctx.db, job))) return false;
    // While the step calls out, its lease is renewed: another worker takes the job back only from a stopped one.
    const renewal = setInterval(() => {
      renewJobLease(ctx.db, job.id, leaseFrom(ctx.now())).catch((error: unknown) =>
        ctx.log.warn({ err: error, jobId: job.id }, 'job lease not renewed'),
      );
    }, leaseMs / 3);
    renewal.unref();
    try {
      await runAndFinish(ctx, steps, job, job.status);
    } finally {
      clearInterval(renewal);
    }
    return true;
  }

  /** A job that runs apart after all. */
  interface RunsApart {
    jobId: string;
    apart: true;
  }

  interface TransactionStep {
    claimed: boolean;
    /** The jobs due after it, and whether they were read after the job ran. */
    due: Job[];
    fresh: boolean;
    /** The context of the next job, read to render it ahead. */
    context?: JobContext;
    /** The next job after all runs apart: its data changed after it was rendered ahead, or it has no context. */
    apart?: RunsApart;
  }

  /**
   * One transaction: the first of `due` (read first when not given) claimed, run, logged and finished when it only
   * writes the database (with what was rendered `ahead` for it), so a job costs one commit (one sync to disk)
   * instead of one per write, and a crash leaves it either done or still queued; then what is due after it, when
   * nothing read before is left, and the context of the next job to render ahead. What it tells sockets is told
   * once the transaction has committed.
   */
  async function inOneTransaction(
    given: Job[] | undefined,
    ahead: RenderedAhead | undefined,
  ): Promise<TransactionStep> {
    const afterCommit: (() => void)[] = [];
    const head = given?.[0];
    try {
      const step = await inServerTransaction(ctx.db, async (trx): Promise<TransactionStep> => {
        let due = given ?? (await dueJobs(trx));
        let fresh = given === undefined;
        let claimed = false;
        const job = due[0];
        const runsNow =
          job !== undefined &&
          (wayOf(job) === 'within' || (wayOf(job) === 'renderedAhead' && ahead?.jobId === job.id));
        if (job && runsNow) {
          claimed = await claim(trx, job);
          if (claimed) {
            const jobCtx = withinTransaction(ctx, trx, afterCommit);
            const runner = createStepRunner(jobCtx, ahead ? { renderInApp: renderedFrom(ahead) } : {});
            await runAndFinish(jobCtx, runner, job, job.status);
          }
          due = due.slice(1);
          fresh = false;
          if (due.length === 0) {
            due = await dueJobs(trx);
            fresh = true;
          }
        }
        const next = due[0];
        if (!next || wayOf(next) !== 'renderedAhead') return { claimed, due, fresh };
        const readCtx = { ...ctx, db: trx };
        const context = await loadJobContext(readCtx, next, jobLog(readCtx, next));
        // Without its notification or subscriber the step fails as it runs, rendering nothing.
        return {
          claimed,
          due,
          fresh,
          ...(context ? { context } : { apart: { jobId: next.id, apart: true } }),
        };
      });
      for (const tell of afterCommit) tell();
      return step;
    } catch (error) {
      if (!(error instanceof StaleRendering) || !given || !head) throw error;
      return { claimed: false, due: given, fresh: false, apart: { jobId: head.id, apart: true } };
    }
  }

  /**
   * Scaled out, a stopped worker's jobs come back to the queue once their lease lapses: looked for at most three
   * times a lease, not on every run (which every trigger wakes).
   */
  let lastSweep = -Infinity;
  async function takeBackLapsed(): Promise<void> {
    const now = ctx.now();
    if (!sharedQueue || now.getTime() - lastSweep < leaseMs / 3) return;
    lastSweep = now.getTime();
    await requeueLapsedJobs(ctx.db, now.toISOString());
  }

  function drain(): Promise<number> {
    // One run at a time; a second caller waits for the run in progress, then runs again for what it made due.
    const previous = running ?? Promise.resolve(0);
    const run = async () => {
      await takeBackLapsed();
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
    const nextDue = await nextRunAt(ctx.db).catch(() => undefined);
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
    wake(options = {}) {
      runSoon();
      if (!options.signaled) signal?.notify();
    },
    signalWithin: async (db) => signal?.notifyWithin(db),
    listening: () => listener?.ready ?? Promise.resolve(),
    async recover() {
      const now = ctx.now().toISOString();
      // Another process may be running jobs right now: only those whose lease has lapsed are taken back.
      if (sharedQueue) await requeueLapsedJobs(ctx.db, now);
      else await requeueRunningJobs(ctx.db, now, now);
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
