// The queue engines for scale-out, measured (decision 0050): graphile-worker on PostgreSQL and BullMQ on Redis
// with a PostgreSQL outbox, each fed by this process and worked by forked worker processes, on the loopback
// PostgreSQL and Redis. It writes docs/queue-engines.md and prints the same table.
//
//   node packages/server/bench/queue-engines.mjs
//
// Settings: QUEUE_BENCH_PG (default postgres://postgres@127.0.0.1:5432/test), QUEUE_BENCH_REDIS (default
// redis://127.0.0.1:6379), QUEUE_BENCH_WRITE=0 to print only. graphile-worker, bullmq and ioredis are imported from
// the workspace when installed there, or else from the node_modules of the folder QUEUE_BENCH_MODULES names: the
// server itself does not depend on them yet, so neither `npm test` nor `npm run bench` runs this script.
//
// Every run works in a fresh PostgreSQL schema (and another for graphile-worker's own tables) and under a fresh
// Redis key prefix, and drops them at the end. Nothing here asserts a figure.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { cpus } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const PG_URL = process.env.QUEUE_BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = new URL(process.env.QUEUE_BENCH_REDIS ?? 'redis://127.0.0.1:6379');
const REDIS = { host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379), maxRetriesPerRequest: null };

/** Subscribers the jobs are spread over; each one's jobs must run one at a time, in enqueue order. */
const SUBSCRIBERS = 100;
/** Jobs a graphile-worker process runs at once. */
const GRAPHILE_CONCURRENCY = 8;
/**
 * Open-source BullMQ keeps no order per group (that is BullMQ Pro's groups), so a subscriber's jobs go to one of
 * this many partition queues, each limited to one active job across all workers (`setGlobalConcurrency(1)`):
 * a partition is a FIFO run one job at a time, and partitions run in parallel.
 */
const BULL_PARTITIONS = 16;
/**
 * How soon BullMQ takes back the job of a dead worker: its lock lapses after `lockDuration` and a live worker's
 * stalled-job check, every `stalledInterval`, moves it back to wait. The defaults are 30 s each; shorter here so
 * the kill test ends in seconds, long enough that no live job's lock lapses on this loaded machine.
 */
const BULL_LOCK_MS = 5000;
const LATENCY = { jobs: 1000, perSecond: 100 };
const THROUGHPUT_JOBS = 4000;
const KILL_JOBS = 3000;
const BATCH = 100;
const WAIT_LIMIT_MS = 180_000;

const now = () => performance.timeOrigin + performance.now();

/** Imports a package from the workspace, or else from QUEUE_BENCH_MODULES (see the top of the file). */
async function load(name) {
  try {
    return await import(name);
  } catch (error) {
    const folder = process.env.QUEUE_BENCH_MODULES;
    if (!folder)
      throw new Error(`${name} is not installed: install it, or set QUEUE_BENCH_MODULES`, { cause: error });
    const resolved = createRequire(path.join(path.resolve(folder), 'package.json')).resolve(name);
    return import(pathToFileURL(resolved).href);
  }
}

/** The installed version of a package, found where `load` finds it. */
function versionOf(name) {
  const from = [
    import.meta.url,
    process.env.QUEUE_BENCH_MODULES &&
      path.join(path.resolve(process.env.QUEUE_BENCH_MODULES), 'package.json'),
  ];
  for (const base of from.filter(Boolean)) {
    try {
      return createRequire(base)(`${name}/package.json`).version;
    } catch {
      // Not installed there: try the next place.
    }
  }
  return '?';
}

/**
 * The job's body, the same for both engines: an attempt is logged at once (no unique constraint, so every run
 * of a job shows, a run cut short by a kill too), then the delivery is inserted under its unique job id, and the
 * attempt notes whether it delivered. A re-run after a crash therefore shows as a second attempt that delivered
 * nothing, and a lost job as a trigger without a delivery. Behind BullMQ the same statement marks the job's outbox
 * row done, so the outbox knows every job Redis could still lose.
 */
async function runJob(pool, worker, data, { outbox = false } = {}) {
  const started = now();
  const {
    rows: [attempt],
  } = await pool.query(
    'insert into attempts (job_id, subscriber, seq, worker, enq_ms, started_ms) values ($1, $2, $3, $4, $5, $6) returning id',
    [data.id, data.subscriber, data.seq, worker, data.enqueuedAt, started],
  );
  await pool.query(
    `with d as (insert into deliveries (job_id, subscriber, seq, worker, at_ms) values ($2, $3, $4, $5, $6)
       on conflict (job_id) do nothing returning 1)${outbox ? ', o as (update outbox set done = true where job_id = $2)' : ''}
     update attempts set finished_ms = $6, delivered = exists (select 1 from d) where id = $1`,
    [attempt.id, data.id, data.subscriber, data.seq, worker, now()],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Worker processes.

async function workerMain() {
  const { engine, name, schema, gwSchema, prefix } = JSON.parse(process.env.QUEUE_BENCH_WORKER);
  // A worker left behind by a benchmark that died would go on holding connections.
  process.on('disconnect', () => process.exit(0));
  const pool = new pg.Pool({ connectionString: PG_URL, max: 10, options: `-c search_path=${schema}` });
  if (engine === 'graphile') {
    const { run, Logger } = await load('graphile-worker');
    const events = new EventEmitter();
    // The parent frees a killed process's jobs by its worker ids (forceUnlockWorkers), so it is told them.
    events.on('worker:create', ({ worker }) => process.send({ type: 'worker-id', id: worker.workerId }));
    await run({
      connectionString: PG_URL,
      schema: gwSchema,
      concurrency: GRAPHILE_CONCURRENCY,
      maxPoolSize: GRAPHILE_CONCURRENCY + 2,
      pollInterval: 2000,
      noHandleSignals: true,
      logger: new Logger(() => () => {}),
      events,
      taskList: { deliver: (payload) => runJob(pool, name, payload) },
    });
  } else {
    const { Worker } = await load('bullmq');
    const workers = [];
    for (let p = 0; p < BULL_PARTITIONS; p++) {
      workers.push(
        new Worker(`deliver-${p}`, (job) => runJob(pool, name, job.data, { outbox: true }), {
          connection: REDIS,
          prefix,
          concurrency: 1,
          lockDuration: BULL_LOCK_MS,
          stalledInterval: BULL_LOCK_MS,
        }),
      );
    }
    await Promise.all(workers.map((w) => w.waitUntilReady()));
  }
  process.send({ type: 'ready' });
}

// ---------------------------------------------------------------------------------------------------------------
// The benchmark.

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User + system CPU of a process in µs, from /proc/<pid>/stat; 0 once it is gone. */
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** The pids of the PostgreSQL and Redis server processes (a PostgreSQL backend is a process of its own). */
function servicePids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (comm === 'postgres' || comm === 'redis-server') pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

/** CPU of the services, summed over the processes alive at both readings. */
function serviceCpu() {
  const reading = new Map(servicePids().map((pid) => [pid, cpuMicros(pid)]));
  return reading;
}
function serviceCpuSince(before) {
  let total = 0;
  for (const [pid, micros] of serviceCpu()) total += micros - (before.get(pid) ?? 0);
  return total;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

class Bench {
  constructor() {
    const id = randomBytes(4).toString('hex');
    this.schema = `qbench_${id}`;
    this.gwSchema = `qbench_${id}_gw`;
    this.prefixRoot = `qbench:${id}`;
    this.phase = 0;
    this.children = new Set();
  }

  async setUp() {
    this.pool = new pg.Pool({ connectionString: PG_URL, max: 4, options: `-c search_path=${this.schema}` });
    await this.pool.query(`create schema ${this.schema}`);
    await this.pool.query(`
      create table triggers (job_id text primary key, subscriber int not null, seq int not null);
      create table outbox (id bigserial primary key, job_id text not null unique, payload jsonb not null,
        partition int not null, relayed boolean not null default false, done boolean not null default false);
      create table attempts (id bigserial primary key, job_id text not null, subscriber int not null,
        seq int not null, worker text not null, enq_ms double precision not null,
        started_ms double precision not null, finished_ms double precision, delivered boolean);
      create table deliveries (job_id text primary key, subscriber int not null, seq int not null,
        worker text not null, at_ms double precision not null);`);
    const gw = await load('graphile-worker');
    await gw.runMigrations({
      connectionString: PG_URL,
      schema: this.gwSchema,
      logger: new gw.Logger(() => () => {}),
    });
    this.workerUtils = await gw.makeWorkerUtils({
      connectionString: PG_URL,
      schema: this.gwSchema,
      logger: new gw.Logger(() => () => {}),
    });
    const { Queue } = await load('bullmq');
    this.Queue = Queue;
    const { Redis } = await load('ioredis');
    this.redis = new Redis(REDIS);
  }

  async reset() {
    await this.pool.query('truncate triggers, outbox, attempts, deliveries restart identity');
  }

  /** A fresh BullMQ key prefix per phase, so no job of an earlier phase is seen, each partition one at a time. */
  async bullQueues() {
    this.prefix = `${this.prefixRoot}:${++this.phase}`;
    this.queues = [];
    for (let p = 0; p < BULL_PARTITIONS; p++) {
      const queue = new this.Queue(`deliver-${p}`, { connection: REDIS, prefix: this.prefix });
      await queue.setGlobalConcurrency(1);
      this.queues.push(queue);
    }
  }

  async closeBullQueues() {
    await Promise.all((this.queues ?? []).map((q) => q.close()));
    this.queues = [];
  }

  startWorker(engine, name) {
    const child = fork(fileURLToPath(import.meta.url), ['worker'], {
      env: {
        ...process.env,
        QUEUE_BENCH_WORKER: JSON.stringify({
          engine,
          name,
          schema: this.schema,
          gwSchema: this.gwSchema,
          prefix: this.prefix,
        }),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.workerIds = [];
    child.on('message', (m) => m.type === 'worker-id' && child.workerIds.push(m.id));
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
    child.ready = new Promise((resolve, reject) => {
      child.on('message', (m) => m.type === 'ready' && resolve());
      child.once('exit', (code, signal) => reject(new Error(`worker ${name} exited (${code ?? signal})`)));
    });
    child.ready.catch(() => {});
    return child;
  }

  async stopWorker(child) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** Jobs numbered from `from`, subscriber by subscriber in turn, each subscriber's numbered in order. */
  jobs(from, count) {
    const list = [];
    for (let i = from; i < from + count; i++) {
      list.push({ id: `j${i}`, subscriber: i % SUBSCRIBERS, seq: Math.floor(i / SUBSCRIBERS) });
    }
    return list;
  }

  /**
   * Enqueues jobs as a trigger would: the trigger's own row and the job commit in one transaction. graphile-worker
   * adds the job in that transaction (`add_job`, one named queue per subscriber, the job id as job key, so a
   * retried trigger replaces rather than doubles its job). BullMQ cannot join it, so the transaction writes an
   * outbox row and the job is added to Redis after the commit, under the outbox's job id (BullMQ ignores an add
   * whose id it holds), and the row marked relayed; a relay that sweeps unrelayed rows covers a crash between the
   * commit and the add.
   */
  async enqueue(engine, jobs, { ordered = true } = {}) {
    const enqueuedAt = now();
    const payloads = jobs.map((j) => ({ ...j, enqueuedAt }));
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        'insert into triggers (job_id, subscriber, seq) select id, subscriber, seq from jsonb_to_recordset($1) as x(id text, subscriber int, seq int)',
        [JSON.stringify(jobs)],
      );
      if (engine === 'graphile') {
        await client.query(
          `select ${this.gwSchema}.add_job('deliver', (x.e->'p')::json, queue_name => x.e->>'q', job_key => x.e->>'k')
             from jsonb_array_elements($1) with ordinality as x(e, n) order by n`,
          [
            JSON.stringify(
              payloads.map((p) => ({ p, q: ordered ? `subscriber-${p.subscriber}` : null, k: p.id })),
            ),
          ],
        );
      } else {
        await client.query(
          'insert into outbox (job_id, payload, partition) select x.p->>$2, x.p, x.n from jsonb_to_recordset($1) as x(p jsonb, n int)',
          [JSON.stringify(payloads.map((p) => ({ p, n: p.subscriber % BULL_PARTITIONS }))), 'id'],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    if (engine === 'bull') await this.relay(payloads);
  }

  async relay(payloads) {
    const byPartition = new Map();
    for (const p of payloads) {
      const n = p.subscriber % BULL_PARTITIONS;
      if (!byPartition.has(n)) byPartition.set(n, []);
      byPartition.get(n).push({
        name: 'deliver',
        data: p,
        opts: { jobId: p.id, removeOnComplete: { age: 3600 }, removeOnFail: { age: 3600 } },
      });
    }
    await Promise.all([...byPartition].map(([n, list]) => this.queues[n].addBulk(list)));
    await this.pool.query('update outbox set relayed = true where job_id = any($1)', [
      payloads.map((p) => p.id),
    ]);
  }

  /**
   * The relay's sweep: every outbox row whose job has not run is added again. BullMQ ignores the ids it still
   * holds, so only jobs that Redis lost (or never got) are added.
   */
  async sweep() {
    const { rows } = await this.pool.query('select payload from outbox where not done order by id');
    for (let i = 0; i < rows.length; i += BATCH)
      await this.relay(rows.slice(i, i + BATCH).map((r) => r.payload));
    return rows.length;
  }

  async deletePrefix(prefix) {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await this.redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  /**
   * Redis here keeps nothing on disk, so a restart loses every job it holds. This deletes the phase's keys once
   * half the jobs are delivered, as a restart would, then does what the server would do on Redis coming back:
   * sets each partition's concurrency again and sweeps the outbox.
   */
  async redisLoss() {
    await this.reset();
    await this.bullQueues();
    const workers = [this.startWorker('bull', 'a'), this.startWorker('bull', 'b')];
    await Promise.all(workers.map((w) => w.ready));
    await sleep(500);
    for (let i = 0; i < KILL_JOBS; i += BATCH) await this.enqueue('bull', this.jobs(i, BATCH));
    await this.waitForDeliveries(KILL_JOBS / 2);
    const lostAt = now();
    // All at once, as a restart loses them: deleted key by key while the workers run, a job could be taken
    // from its list after its data was gone, fail, and leave a partial record under its id that then hid the
    // sweep's add of that id, so the job was lost (seen on a first try).
    await this.redis.eval(
      "for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 0",
      0,
      `${this.prefix}:*`,
    );
    for (const queue of this.queues) await queue.setGlobalConcurrency(1);
    const swept = await this.sweep();
    const finished = await this.waitForDeliveries(KILL_JOBS, 120_000);
    const recoveredMs = now() - lostAt;
    await sleep(BULL_LOCK_MS * 2);
    const counts = await this.counts();
    const order = await this.order();
    await Promise.all(workers.map((w) => this.stopWorker(w)));
    await this.closeBullQueues();
    return { finished, recoveredMs, swept, ...counts, ...order };
  }

  async counts() {
    const {
      rows: [counts],
    } = await this.pool.query(`
      select (select count(*) from triggers t where not exists (select 1 from deliveries d where d.job_id = t.job_id))::int as missing,
             (select count(*) from (select job_id from attempts group by job_id having count(*) > 1) r)::int as rerun,
             (select count(*) from attempts)::int - (select count(distinct job_id) from attempts)::int as extra,
             (select count(*) from attempts where delivered)::int as delivered_attempts,
             (select count(*) from deliveries)::int as deliveries`);
    return counts;
  }

  async waitForDeliveries(count, limitMs = WAIT_LIMIT_MS) {
    const until = Date.now() + limitMs;
    for (;;) {
      const {
        rows: [{ n }],
      } = await this.pool.query('select count(*)::int as n from deliveries');
      if (n >= count) return true;
      if (Date.now() > until) return false;
      await sleep(20);
    }
  }

  /** Per subscriber: jobs whose first run started after a later-enqueued job's, and runs that overlapped. */
  async order() {
    const {
      rows: [{ inversions }],
    } = await this.pool.query(`
      with first as (select distinct on (job_id) id, subscriber, seq from attempts order by job_id, id),
           seen as (select seq, max(seq) over (partition by subscriber order by id
                      rows between unbounded preceding and 1 preceding) as before from first)
      select count(*)::int as inversions from seen where before > seq`);
    const {
      rows: [{ overlaps }],
    } = await this.pool.query(`
      select count(*)::int as overlaps from attempts a join attempts b
        on a.subscriber = b.subscriber and a.id < b.id and b.started_ms < a.finished_ms`);
    const { rows } = await this.pool.query(
      'select started_ms, finished_ms from attempts where finished_ms is not null',
    );
    const events = [];
    for (const r of rows) events.push([r.started_ms, 1], [r.finished_ms, -1]);
    events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let running = 0;
    let peak = 0;
    for (const [, d] of events) peak = Math.max(peak, (running += d));
    return { inversions, overlaps, peak };
  }

  async latency(engine) {
    await this.reset();
    if (engine === 'bull') await this.bullQueues();
    const workers = [this.startWorker(engine, 'a'), this.startWorker(engine, 'b')];
    await Promise.all(workers.map((w) => w.ready));
    await sleep(500);
    const jobs = this.jobs(0, LATENCY.jobs);
    const start = now();
    for (let i = 0; i < jobs.length; i++) {
      const due = start + (i * 1000) / LATENCY.perSecond;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      await this.enqueue(engine, [jobs[i]]);
    }
    await this.waitForDeliveries(jobs.length);
    const { rows } = await this.pool.query(
      'select distinct on (job_id) started_ms - enq_ms as ms from attempts order by job_id, id',
    );
    await Promise.all(workers.map((w) => this.stopWorker(w)));
    await this.closeBullQueues();
    const sorted = rows.map((r) => r.ms).sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) };
  }

  async throughput(engine, processes) {
    await this.reset();
    if (engine === 'bull') await this.bullQueues();
    const workers = Array.from({ length: processes }, (_, i) => this.startWorker(engine, `w${i}`));
    await Promise.all(workers.map((w) => w.ready));
    await sleep(500);
    const workerCpu0 = workers.map((w) => cpuMicros(w.pid));
    const service0 = serviceCpu();
    const self0 = process.cpuUsage();
    const t0 = now();
    for (let i = 0; i < THROUGHPUT_JOBS; i += BATCH) await this.enqueue(engine, this.jobs(i, BATCH));
    const enqueueMs = now() - t0;
    const done = await this.waitForDeliveries(THROUGHPUT_JOBS);
    const {
      rows: [{ last }],
    } = await this.pool.query('select max(at_ms) as last from deliveries');
    const workerCpu = workers.reduce((sum, w, i) => sum + cpuMicros(w.pid) - workerCpu0[i], 0);
    const serviceMicros = serviceCpuSince(service0);
    const self = process.cpuUsage(self0);
    const order = await this.order();
    await Promise.all(workers.map((w) => this.stopWorker(w)));
    await this.closeBullQueues();
    return {
      done,
      perSecond: THROUGHPUT_JOBS / ((last - t0) / 1000),
      enqueueMs,
      workerCpuPerJob: workerCpu / THROUGHPUT_JOBS,
      serviceCpuPerJob: serviceMicros / THROUGHPUT_JOBS,
      enqueuerCpuPerJob: (self.user + self.system) / THROUGHPUT_JOBS,
      ...order,
    };
  }

  /**
   * A backlog drained: the jobs are all enqueued before any worker runs, then the workers start, and the rate is
   * timed from the first job's start to the last delivery, so enqueuing does not share the machine with them.
   */
  async backlog(engine, processes, options) {
    await this.reset();
    if (engine === 'bull') await this.bullQueues();
    for (let i = 0; i < THROUGHPUT_JOBS; i += BATCH) await this.enqueue(engine, this.jobs(i, BATCH), options);
    const workers = Array.from({ length: processes }, (_, i) => this.startWorker(engine, `w${i}`));
    await Promise.all(workers.map((w) => w.ready));
    const done = await this.waitForDeliveries(THROUGHPUT_JOBS);
    const {
      rows: [{ first, last }],
    } = await this.pool.query(
      'select (select min(started_ms) from attempts) as first, (select max(at_ms) from deliveries) as last',
    );
    await Promise.all(workers.map((w) => this.stopWorker(w)));
    await this.closeBullQueues();
    return { done, perSecond: THROUGHPUT_JOBS / ((last - first) / 1000) };
  }

  async kill(engine) {
    await this.reset();
    if (engine === 'bull') await this.bullQueues();
    const a = this.startWorker(engine, 'a');
    const b = this.startWorker(engine, 'b');
    await Promise.all([a.ready, b.ready]);
    await sleep(500);
    for (let i = 0; i < KILL_JOBS; i += BATCH) await this.enqueue(engine, this.jobs(i, BATCH));
    await this.waitForDeliveries(KILL_JOBS / 2);
    const killedAt = now();
    await this.stopWorker(a);
    const {
      rows: [{ cut }],
    } = await this.pool.query(
      `select count(*)::int as cut from attempts where worker = 'a' and finished_ms is null`,
    );
    // graphile-worker 0.16 leaves a dead worker's jobs, and its named queues, locked for four hours; what
    // supervises the processes frees them at once by the dead process's worker ids, as here.
    if (engine === 'graphile') await this.workerUtils.forceUnlockWorkers(a.workerIds);
    const a2 = this.startWorker(engine, 'a2');
    await a2.ready;
    const finished = await this.waitForDeliveries(KILL_JOBS, 120_000);
    const recoveredMs = now() - killedAt;
    // A re-run that comes late still shows in the attempts.
    await sleep(BULL_LOCK_MS * 2);
    const counts = await this.counts();
    const order = await this.order();
    await Promise.all([b, a2].map((w) => this.stopWorker(w)));
    await this.closeBullQueues();
    return { finished, recoveredMs, cut, ...counts, ...order };
  }

  async tearDown() {
    await Promise.all([...this.children].map((c) => this.stopWorker(c)));
    await this.closeBullQueues();
    await this.workerUtils?.release();
    await this.pool?.query(`drop schema if exists ${this.schema} cascade`);
    await this.pool?.query(`drop schema if exists ${this.gwSchema} cascade`);
    await this.pool?.end();
    if (this.redis) {
      await this.deletePrefix(this.prefixRoot);
      this.redis.disconnect();
    }
  }
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
const int = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : 'n/a');

async function main() {
  const bench = new Bench();
  const results = {};
  const versions = {};
  try {
    await bench.setUp();
    for (const name of ['graphile-worker', 'bullmq']) versions[name] = versionOf(name);
    const persistence = {
      save: (await bench.redis.config('GET', 'save'))[1] || '(none)',
      appendonly: (await bench.redis.config('GET', 'appendonly'))[1],
    };
    const {
      rows: [{ server_version: pgVersion }],
    } = await bench.pool.query('show server_version');
    const redisVersion = /redis_version:(\S+)/.exec(await bench.redis.info('server'))[1];
    for (const engine of ['graphile', 'bull']) {
      const r = (results[engine] = {});
      process.stderr.write(`${engine}: latency\n`);
      r.latency = await bench.latency(engine);
      process.stderr.write(`${engine}: throughput, 1 process\n`);
      r.one = await bench.throughput(engine, 1);
      process.stderr.write(`${engine}: throughput, 2 processes\n`);
      r.two = await bench.throughput(engine, 2);
      process.stderr.write(`${engine}: backlog\n`);
      r.backlogOne = await bench.backlog(engine, 1);
      r.backlogTwo = await bench.backlog(engine, 2);
      // What graphile-worker's named queues cost: the same backlog without them, in no order.
      if (engine === 'graphile') r.unordered = await bench.backlog(engine, 1, { ordered: false });
      process.stderr.write(`${engine}: kill\n`);
      r.kill = await bench.kill(engine);
    }
    process.stderr.write('bull: Redis loses its data\n');
    results.bull.loss = await bench.redisLoss();
    const page = render(results, { versions, persistence, pgVersion, redisVersion });
    process.stdout.write(page);
    if (process.env.QUEUE_BENCH_WRITE !== '0') writeFileSync(path.join(root, 'docs/queue-engines.md'), page);
    process.stderr.write(`${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await bench.tearDown();
  }
}

function render(results, { versions, persistence, pgVersion, redisVersion }) {
  const names = {
    graphile: `graphile-worker ${versions['graphile-worker']}`,
    bull: `BullMQ ${versions.bullmq} + outbox`,
  };
  const row = (label, f) => `| ${label} | ${f(results.graphile)} | ${f(results.bull)} |`;
  const lines = [
    '# Queue engines for scale-out',
    '',
    'Figures for decision 0050, written by `node packages/server/bench/queue-engines.mjs`; nothing here is a',
    'pass mark. One run on one machine; rerun to compare.',
    '',
    `| | ${names.graphile} | ${names.bull} |`,
    '| --- | --- | --- |',
    row('**Kill test** (3,000 jobs, 100 subscribers, 1 of 2 workers killed halfway)', () => ''),
    row('acknowledged jobs never delivered', (r) => int(r.kill.missing)),
    row('jobs delivered twice (attempts that delivered, less deliveries)', (r) =>
      int(r.kill.delivered_attempts - r.kill.deliveries),
    ),
    row(
      'jobs run again (re-runs seen in the attempt log)',
      (r) => `${int(r.kill.rerun)} (${int(r.kill.extra)} extra runs)`,
    ),
    row('runs cut short by the kill', (r) => int(r.kill.cut)),
    row('kill → all jobs delivered, s', (r) =>
      r.kill.finished ? (r.kill.recoveredMs / 1000).toFixed(1) : 'not within 120 s',
    ),
    row('jobs started out of enqueue order (per subscriber)', (r) => int(r.kill.inversions)),
    row('overlapping runs of one subscriber', (r) => int(r.kill.overlaps)),
    row('**Redis loses its data halfway** (3,000 jobs, 2 workers; outbox swept)', () => ''),
    row('acknowledged jobs never delivered', (r) => (r.loss ? int(r.loss.missing) : 'no second store')),
    row('jobs delivered twice', (r) => (r.loss ? int(r.loss.delivered_attempts - r.loss.deliveries) : '')),
    row('jobs run again', (r) => (r.loss ? `${int(r.loss.rerun)} (${int(r.loss.extra)} extra runs)` : '')),
    row('loss → all jobs delivered, s', (r) =>
      r.loss ? (r.loss.finished ? (r.loss.recoveredMs / 1000).toFixed(1) : 'not within 120 s') : '',
    ),
    row('jobs started out of enqueue order (per subscriber)', (r) => (r.loss ? int(r.loss.inversions) : '')),
    row('overlapping runs of one subscriber', (r) => (r.loss ? int(r.loss.overlaps) : '')),
    row('**Order** (4,000 jobs, 2 worker processes)', () => ''),
    row('jobs started out of enqueue order (per subscriber)', (r) => int(r.two.inversions)),
    row('overlapping runs of one subscriber', (r) => int(r.two.overlaps)),
    row('most jobs running at once (all subscribers)', (r) => int(r.two.peak)),
    row(
      `**Latency**, enqueue → job start (${LATENCY.jobs} jobs at ${LATENCY.perSecond}/s, 2 workers)`,
      () => '',
    ),
    row('p50, ms', (r) => ms(r.latency.p50)),
    row('p99, ms', (r) => ms(r.latency.p99)),
    row('max, ms', (r) => ms(r.latency.max)),
    row(`**Throughput** (${THROUGHPUT_JOBS.toLocaleString('en-US')} jobs in batches of ${BATCH})`, () => ''),
    row('jobs/s, 1 worker process', (r) => int(r.one.perSecond)),
    row('jobs/s, 2 worker processes', (r) => int(r.two.perSecond)),
    row('backlog drained, jobs/s, 1 worker process', (r) => int(r.backlogOne.perSecond)),
    row('backlog drained, jobs/s, 2 worker processes', (r) => int(r.backlogTwo.perSecond)),
    row('backlog drained without named queues (no order), jobs/s, 1 process', (r) =>
      r.unordered ? int(r.unordered.perSecond) : 'not measured',
    ),
    row('worker CPU-µs per job, 1 process', (r) => int(r.one.workerCpuPerJob)),
    row('worker CPU-µs per job, 2 processes', (r) => int(r.two.workerCpuPerJob)),
    row('PostgreSQL + Redis CPU-µs per job, 1 process', (r) => int(r.one.serviceCpuPerJob)),
    row('PostgreSQL + Redis CPU-µs per job, 2 processes', (r) => int(r.two.serviceCpuPerJob)),
    row('enqueuing process CPU-µs per job, 2 processes', (r) => int(r.two.enqueuerCpuPerJob)),
    row('enqueue, ms per 100-job transaction (2 processes working)', (r) =>
      ms((r.two.enqueueMs / THROUGHPUT_JOBS) * BATCH),
    ),
    '',
    '## How measured',
    '',
    ...wrap(
      [
        `This process enqueues; worker processes forked from it run the jobs, on PostgreSQL ${pgVersion} and Redis`,
        `${redisVersion} over loopback, on ${cpus().length} cores. Redis here keeps nothing on disk (save`,
        `\`${persistence.save}\`, appendonly \`${persistence.appendonly}\`), so BullMQ is measured as a durable`,
        'deployment would run it: each trigger commits its row and an outbox row in one PostgreSQL transaction, the job',
        'is then added to Redis under the outbox id and the row marked relayed; the job marks its row done in the',
        'statement that delivers, and a sweep adds again the rows not done (which BullMQ ignores for ids it holds).',
        "The Redis-loss test deletes the run's keys at once halfway, as a restart of this Redis would, and sweeps. graphile-worker adds the job with",
        "`add_job` inside the trigger's transaction, in a named queue per subscriber, the job id as job key. A job",
        'logs an attempt (no unique constraint), inserts a delivery under its unique job id and marks the attempt',
        'delivered or not: losses are triggers without a delivery, re-runs are jobs with more than one attempt, and',
        'the unique delivery is what keeps a re-run from delivering twice. graphile-worker runs',
        `${GRAPHILE_CONCURRENCY} jobs at once per process; BullMQ keeps a subscriber's order with ${BULL_PARTITIONS}`,
        'partition queues (subscriber mod partitions), each limited to one active job across all workers',
        '(`setGlobalConcurrency(1)`), every worker process running one worker of concurrency 1 per partition;',
        `BullMQ's lock and stalled-job check are set to ${BULL_LOCK_MS / 1000} s (30 s by default). In the kill test a`,
        'worker process is killed with SIGKILL once half the jobs are delivered and started again; for',
        "graphile-worker the dead process's worker ids are then freed with `forceUnlockWorkers` (0.16 otherwise",
        'holds its jobs for four hours). Order: per subscriber, a job counts as out of order when its first run',
        'started after that of a job enqueued later. Latency is from just before the enqueuing transaction to the',
        'start of the job body. Throughput starts with idle workers and times from the first enqueue to the last',
        "delivery (the backlog rows: jobs all enqueued first, timed from the first job's start); CPU is user + system time from /proc/<pid>/stat, of the worker processes, of every PostgreSQL",
        'and Redis server process, and of the enqueuing process (which, for BullMQ, also relays).',
      ].join(' '),
    ),
    '',
  ];
  return `${lines.join('\n')}`;
}

/** A paragraph's words in lines of at most `width` characters. */
function wrap(text, width = 115) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

if (process.argv[2] === 'worker') {
  workerMain().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
