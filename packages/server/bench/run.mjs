// `npm run bench`: the server's figures as a user feels them, written to docs/benchmarks.md. The built server
// runs as its own process, as in production, and load comes from other processes (autocannon for HTTP, fleets
// of socket.io clients for the socket), beside baselines measured the same way in the same run: a bare Fastify
// route and a bare socket.io server. SQLite always; PostgreSQL + Redis too when their URLs are given.
// Nothing here asserts a duration.
import { fork, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { cpus, freemem, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { growEnvironment, openStore } from './grow.mjs';
import { requester } from './ipc.mjs';
import { cpuSecondsOf } from './proc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const serverMain = path.resolve(here, '../dist/main.js');

const HTTP = { connections: 50, seconds: 10, warmupSeconds: 3 };
/** `BENCH_ONLY=http`: the HTTP figures and the statements per trigger only, printed, not written to the docs. */
const HTTP_ONLY = process.env.BENCH_ONLY === 'http';
/** `BENCH_ONLY=roles`: the scale-out deployment's round alone (PostgreSQL + Redis), printed, not written to the docs. */
const ROLES_ONLY = process.env.BENCH_ONLY === 'roles';
const FEED_QUERY = { page: 0, limit: 10 };
const FEED_URL = `/v1/widgets/notifications/feed?page=${FEED_QUERY.page}`;
// The bell asks with limit 100 (notification-machine's unseen-count machine).
const UNSEEN_QUERY = { limit: 100 };
const UNSEEN_URL = `/v1/widgets/notifications/unseen?limit=${UNSEEN_QUERY.limit}`;
/** Triggers whose statements are counted, after untimed ones that pay for first-time work. */
const COUNTED_TRIGGERS = 20;
const COUNT_WARMUP = 3;
const FEED_MESSAGES = 1000;
/** Steps of the workflow that fills the feed: each trigger stores this many messages. */
const FEED_STEPS = 10;
const SIGN_INS = 8;
/** The environment's sizes at which the reader's feed (still 1,000 messages) is loaded again. */
const ENVIRONMENT_SIZES = [100_000, 1_000_000];
/** Triggers per throughput round, spread over this many subscribers, from 50 connections in all. */
const THROUGHPUT_TRIGGERS = 3000;
const THROUGHPUT_SUBSCRIBERS = 100;
/** How long the server may take to write a closed fleet's subscribers offline before the feed is timed anyway. */
const SETTLE_TIMEOUT_MS = 120_000;
/** How long delivering a round may take before what is missing is reported as such. */
const DELIVERY_TIMEOUT_MS = 180_000;
const SOCKET_FLEETS = 2;
const SMALL_FLEET = 1000;
const LARGE_FLEET = 10_000;
const TRIGGER_SAMPLES = 200;
/** Untimed round trips first, as the HTTP runs warm up: the first few pay for JIT compilation. */
const TRIGGER_WARMUP = 20;
/** The i-th sample targets connected socket `(i * stride) % count`: spread over the fleet, none twice. */
const TARGET_STRIDE = 7919;
const EVENT_TIMEOUT_MS = 5000;
/** Sequential triggers start at least this far apart: under the free plan's 60 triggers a second. */
const TRIGGER_SPACING_MS = 25;
const OPEN_PARALLEL = 25;
/** The larger fleet is skipped when opening it would take longer than this, judged from the smaller one. */
const OPEN_BUDGET_MS = 5 * 60 * 1000;
/** Free memory wanted before opening the larger fleet (its clients and the server's sockets). */
const LARGE_FLEET_MEMORY = 4 * 1024 ** 3;

// ---------------------------------------------------------------------------------------------------------
// Child processes and clean-up: every process started here is stopped at the end, on failure and on Ctrl-C.

const children = new Set();
/** Clean-up steps (temporary folders, PostgreSQL schemas), run once, last registered first. */
const cleanups = [];

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL if the process has not exited after `graceMs`. */
function stop(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function cleanUp() {
  await Promise.all([...children].map((child) => stop(child)));
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    await Promise.resolve()
      .then(step)
      .catch((error) => console.error('clean-up failed:', error));
  }
}

// A last resort when the run ends without reaching cleanUp (an exception escaping, process.exit).
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's processes`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Forks one of this folder's helpers; answers its process and a function to send it requests. */
function forkHelper(file) {
  const child = track(fork(path.join(here, file), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  return { child, ask: requester(child) };
}

/** Forks a bare server and waits for the URL it listens on. */
async function startBareServer(file) {
  const helper = forkHelper(file);
  const url = await new Promise((resolve, reject) => {
    helper.child.on('message', (message) => {
      if (message?.ready) resolve(message.ready);
    });
    helper.child.once('exit', (code) => reject(new Error(`${file} exited (${code}) before listening`)));
  });
  return { ...helper, url };
}

/** Resident and peak memory of process `pid`, in MiB, from /proc (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
    return { rssMiB: field('VmRSS'), peakMiB: field('VmHWM') };
  } catch {
    return { rssMiB: NaN, peakMiB: NaN };
  }
}

/** Every core's time so far, busy and in all, from /proc/stat (jiffies); undefined where there is none. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const idle = fields[3] + fields[4];
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** The share of the machine's CPU time spent busy between two `cpuTimes()`, or NaN. */
const busyShare = (from, to) => (from && to ? (to.busy - from.busy) / (to.total - from.total) : NaN);

// ---------------------------------------------------------------------------------------------------------
// The Herald server, started from its build the way an operator starts it.

/**
 * Starts `dist/main.js` on a fresh data folder and reads what a first start prints: the address, the API key,
 * the application identifier and the demo accounts.
 */
async function startHerald(env, { dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-')) } = {}) {
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = track(
    spawn(
      process.execPath,
      ['--import', pathToFileURL(path.join(here, 'exit-with-parent.mjs')).href, serverMain],
      {
        env: {
          ...process.env,
          // Development, not test: passwords hash at the production cost (decision 0026).
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          HERALD_SECRET: '',
          SMTP_URL: '',
          DATABASE_URL: '',
          DATABASE_SCHEMA: '',
          REDIS_URL: '',
          ...env,
        },
        // The IPC channel carries no messages: it only tells the server when this process is gone.
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    ),
  );
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => process.stderr.write(`[herald] ${chunk}`));

  let printed = '';
  // A worker process holds no HTTP listener: it says it is running instead.
  const listening = /Herald is (?:listening on \S+ \((http:\/\/[^)\s]+)\)|running)/;
  const banner = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Herald did not start within 60 s:\n${printed}`)),
      60_000,
    );
    const read = (chunk) => {
      printed += chunk;
      if (!listening.test(printed)) return;
      clearTimeout(timer);
      child.stdout.off('data', read);
      // Later lines are the server's warnings and errors: shown, not kept.
      child.stdout.on('data', (later) => process.stderr.write(`[herald] ${later}`));
      resolve(printed);
    };
    child.stdout.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Herald exited (${code}) before listening:\n${printed}`));
    });
  });
  const student = /^\s+STUDENT\s+(\S+)\s+(\S+)\s*$/m.exec(banner);
  // A server started on a database that already holds the demo (a second process) prints no key or accounts.
  return {
    child,
    dataDir,
    origin: listening.exec(banner)?.[1],
    apiKey: /API key[^:]*: (\S+)/.exec(banner)?.[1],
    applicationIdentifier: /applicationIdentifier (\S+)/.exec(banner)?.[1],
    student: student && { email: student[1], password: student[2] },
  };
}

/** A JSON request to the server; throws on anything but 2xx, with `status` on the error. */
async function call(origin, method, pathname, { body, headers } = {}) {
  const response = await fetch(`${origin}${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    const error = new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
    error.status = response.status;
    error.retryAfter = Number(response.headers.get('retry-after')) || 1;
    throw error;
  }
  return text ? JSON.parse(text) : undefined;
}

/** A management API call with the environment's key; waits out the plan's rate limit when it answers 429. */
async function manage(herald, method, pathname, body) {
  for (;;) {
    try {
      return await call(herald.origin, method, `/v1${pathname}`, {
        body,
        headers: { authorization: `ApiKey ${herald.apiKey}` },
      });
    } catch (error) {
      if (error.status !== 429) throw error;
      await sleep(error.retryAfter * 1000);
    }
  }
}

async function widgetSession(herald, subscriberId) {
  const session = await call(herald.origin, 'POST', '/v1/widgets/session/initialize', {
    body: {
      applicationIdentifier: herald.applicationIdentifier,
      subscriberId,
      hmacHash: createHmac('sha256', herald.apiKey).update(subscriberId).digest('hex'),
    },
  });
  return session.data.token;
}

// ---------------------------------------------------------------------------------------------------------
// Measurements.

function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential sign-ins of the demo student, timed from this process: dominated by scrypt by design. */
async function measureSignIn(herald) {
  const samples = [];
  for (let i = 0; i < SIGN_INS; i += 1) {
    const start = performance.now();
    await call(herald.origin, 'POST', '/v1/auth/login', { body: herald.student });
    samples.push(performance.now() - start);
  }
  return { samples: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** Stores FEED_MESSAGES messages in one subscriber's feed through the API; answers their widget token. */
async function fillFeed(herald) {
  await manage(herald, 'POST', '/workflows', {
    name: 'Bench feed',
    triggerIdentifier: 'bench-feed',
    steps: Array.from({ length: FEED_STEPS }, (_, step) => ({
      type: 'in_app',
      content: `Bench message {{n}}, part ${step + 1}`,
    })),
  });
  const token = await widgetSession(herald, 'bench-reader');
  for (let n = 0; n < FEED_MESSAGES / FEED_STEPS; n += 1) {
    await manage(herald, 'POST', '/events/trigger', {
      name: 'bench-feed',
      to: 'bench-reader',
      payload: { n },
    });
  }
  // The worker stores the messages after the triggers are answered: wait until the feed holds them all.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const feed = await call(herald.origin, 'GET', '/v1/widgets/notifications/feed?page=0', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (feed.totalCount >= FEED_MESSAGES) return { token, pageSize: feed.data.length };
    if (Date.now() > deadline)
      throw new Error(`The feed holds ${feed.totalCount} of ${FEED_MESSAGES} messages`);
    await sleep(250);
  }
}

/** A fleet of socket clients spread over SOCKET_FLEETS processes, subscribers `bench-0` … `bench-<size-1>`. */
function socketFleet(target) {
  const fleets = Array.from({ length: SOCKET_FLEETS }, () => forkHelper('socket-fleet.mjs'));
  /** The connected subscribers' indexes, and which process holds each socket. */
  let targets = [];
  const owners = new Map();
  let size = 0;
  return {
    get size() {
      return size;
    },
    /** Opens subscribers up to `total`; answers how many are connected and how long it took. */
    async grow(total, deadline) {
      const start = performance.now();
      const share = Math.ceil((total - size) / fleets.length);
      const opened = await Promise.all(
        fleets.map((fleet, k) => {
          const from = size + k * share;
          const to = Math.min(total, from + share);
          return fleet.ask('open', { target, from, to, parallel: OPEN_PARALLEL, deadline });
        }),
      );
      size = total;
      const failed = opened.reduce((sum, answer) => sum + answer.failed, 0);
      const firstError = opened.find((answer) => answer.firstError)?.firstError;
      const seconds = (performance.now() - start) / 1000;
      // Timed samples go to sockets that are open; one that closes later counts as a missed event.
      targets = [];
      for (const fleet of fleets) {
        for (const index of await fleet.ask('connectedIndexes')) {
          targets.push(index);
          owners.set(index, fleet);
        }
      }
      return { connected: targets.length, failed, firstError, seconds };
    },
    async status() {
      const answers = await Promise.all(fleets.map((fleet) => fleet.ask('status')));
      return {
        connected: answers.reduce((sum, answer) => sum + answer.connected, 0),
        dropped: answers.reduce((sum, answer) => sum + answer.dropped, 0),
      };
    },
    /** Sequential samples of `request(index)` → event at subscriber `index`'s socket. */
    async measure(request) {
      const latencies = [];
      let missed = 0;
      let refused = 0;
      for (let warmup = 0; warmup < TRIGGER_WARMUP; warmup += 1) {
        const index = targets[targets.length - 1 - (warmup % targets.length)];
        await owners
          .get(index)
          .ask('measure', { index, request: request(index), timeoutMs: EVENT_TIMEOUT_MS });
        await sleep(TRIGGER_SPACING_MS);
      }
      for (let i = 0; i < TRIGGER_SAMPLES; i += 1) {
        const began = performance.now();
        const index = targets[(i * TARGET_STRIDE) % targets.length];
        const outcome = await owners.get(index).ask('measure', {
          index,
          request: request(index),
          timeoutMs: EVENT_TIMEOUT_MS,
        });
        if (outcome.ms !== undefined) latencies.push(outcome.ms);
        else if (outcome.refused) refused += 1;
        else missed += 1;
        const rest = TRIGGER_SPACING_MS - (performance.now() - began);
        if (rest > 0) await sleep(rest);
      }
      return {
        samples: TRIGGER_SAMPLES,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        missed,
        refused,
      };
    },
    async close() {
      await Promise.all(fleets.map((fleet) => fleet.ask('close').catch(() => undefined)));
      await Promise.all(fleets.map((fleet) => stop(fleet.child)));
    },
  };
}

/**
 * Trigger → event with SMALL_FLEET sockets connected, then LARGE_FLEET when memory and time allow. `serverPid`
 * is the process whose memory is read; `request(index)` is what makes the server emit to subscriber `index`.
 */
async function measureSockets(label, target, serverPid, request) {
  const fleet = socketFleet(target);
  const rows = [];
  const notes = [];
  try {
    for (const size of [SMALL_FLEET, LARGE_FLEET]) {
      if (size === LARGE_FLEET) {
        const previous = rows.at(-1);
        const estimateMs = (previous.openSeconds * 1000 * (LARGE_FLEET - fleet.size)) / fleet.size;
        if (freemem() < LARGE_FLEET_MEMORY) {
          notes.push(
            `${label}: ${LARGE_FLEET.toLocaleString('en')} sockets not measured, ${(freemem() / 1024 ** 3).toFixed(1)} GiB of memory free.`,
          );
          break;
        }
        if (estimateMs > OPEN_BUDGET_MS) {
          notes.push(
            `${label}: ${LARGE_FLEET.toLocaleString('en')} sockets not measured, opening them would take about ${Math.round(estimateMs / 1000)} s.`,
          );
          break;
        }
      }
      console.log(`  ${label}: opening ${size.toLocaleString('en')} sockets`);
      const opened = await fleet.grow(size, Date.now() + OPEN_BUDGET_MS);
      if (opened.failed > 0) {
        notes.push(`${label}: ${opened.failed} of ${size} sockets failed to open (${opened.firstError}).`);
      }
      if (opened.connected + opened.failed < size) {
        notes.push(
          `${label}: ${opened.connected} of ${size} sockets open when the ${OPEN_BUDGET_MS / 60_000} min allowed for opening them ran out.`,
        );
      }
      // Let the connections' presence writes settle before timing anything.
      await sleep(2000);
      console.log(`  ${label}: ${opened.connected} connected in ${opened.seconds.toFixed(1)} s; timing`);
      const result = await fleet.measure(request);
      const { connected, dropped } = await fleet.status();
      if (dropped > 0) notes.push(`${label}: ${dropped} sockets were closed by the server during the run.`);
      rows.push({ ...result, sockets: connected, openSeconds: opened.seconds, ...memoryOf(serverPid) });
    }
  } finally {
    await fleet.close();
  }
  return { rows, notes };
}

/** Everything measured against one Herald server: SQLite, or PostgreSQL + Redis. */
async function measureHerald(backend, env, load) {
  console.log(`\n${backend}: starting the server`);
  const herald = await startHerald(env);
  try {
    const idle = memoryOf(herald.child.pid);
    console.log(`${backend}: sign-in ×${SIGN_INS}`);
    const signIn = await measureSignIn(herald);
    console.log(`${backend}: storing ${FEED_MESSAGES} messages`);
    const feed = await fillFeed(herald);
    const widgetHeaders = { authorization: `Bearer ${feed.token}` };
    console.log(`${backend}: feed page 0, ${HTTP.connections} connections`);
    const feedLoad = await load(`${herald.origin}${FEED_URL}`, widgetHeaders, herald.child.pid);
    console.log(`${backend}: unseen count, ${HTTP.connections} connections`);
    const unseenLoad = await load(`${herald.origin}${UNSEEN_URL}`, widgetHeaders, herald.child.pid);
    console.log(`${backend}: the minimal same-query reference`);
    const reference = await measureReference(herald, env, feed.token, load);
    if (HTTP_ONLY) return { backend, idle, signIn, feed, feedLoad, unseenLoad, reference };

    await manage(herald, 'POST', '/workflows', {
      name: 'Bench',
      triggerIdentifier: 'bench',
      steps: [{ type: 'in_app', content: 'Hello {{name}}' }],
    });
    const sockets = await measureSockets(
      backend,
      {
        kind: 'herald',
        origin: herald.origin,
        apiKey: herald.apiKey,
        applicationIdentifier: herald.applicationIdentifier,
      },
      herald.child.pid,
      (index) => ({
        url: `${herald.origin}/v1/events/trigger`,
        headers: { authorization: `ApiKey ${herald.apiKey}` },
        body: { name: 'bench', to: `bench-${index}`, payload: { name: 'x' } },
      }),
    );
    console.log(`${backend}: the reader's feed as the environment grows`);
    const bySize = await measureFeedBySize(
      herald,
      storeOptions(env, herald),
      `${herald.origin}${FEED_URL}`,
      feed.token,
      load,
    );
    return { backend, idle, signIn, feed, feedLoad, unseenLoad, reference, sockets, bySize };
  } finally {
    await stop(herald.child);
  }
}

/**
 * The feed and the unseen count served by the minimal same-query reference (reference-http.mjs) on the server's own
 * database, with the statements the server sends for them (captured by capture.mjs); its answers are compared with
 * the server's before it is timed. Answers `{ feedLoad, unseenLoad }`, or `{ problem }` when it could not stand in.
 */
async function measureReference(herald, env, token, load) {
  const headers = { authorization: `Bearer ${token}` };
  const capture = forkHelper('capture.mjs');
  let captured;
  try {
    captured = await capture.ask('widget', {
      env: { ...env, DATA_DIR: herald.dataDir },
      urls: [FEED_URL, UNSEEN_URL],
      headers,
    });
  } finally {
    await stop(capture.child);
  }
  for (const url of [FEED_URL, UNSEEN_URL]) {
    const { status, statements } = captured[url];
    // The reference runs the token's environment read, then the answer's query: any other shape is not its own.
    if (status !== 200 || statements.length !== 2) {
      return { problem: `${url} answered ${status} in ${statements.length} statements, not 200 in 2` };
    }
  }
  const claims = claimsOf(token);
  const route = (url, query) => ({
    path: url.split('?')[0],
    query,
    claims,
    statements: captured[url].statements,
  });
  const reference = forkHelper('reference-http.mjs');
  try {
    const origin = await reference.ask('start', {
      store: storeOptions(env, herald),
      secret: readFileSync(path.join(herald.dataDir, 'secret.key'), 'utf8').trim(),
      feed: route(FEED_URL, FEED_QUERY),
      unseen: route(UNSEEN_URL, UNSEEN_QUERY),
    });
    for (const url of [FEED_URL, UNSEEN_URL]) {
      const ours = await call(herald.origin, 'GET', url, { headers });
      const theirs = await call(origin, 'GET', url, { headers });
      if (!isDeepStrictEqual(ours, theirs)) return { problem: `${url}: the reference answered another body` };
    }
    return {
      statements: Object.fromEntries(
        [FEED_URL, UNSEEN_URL].map((url) => [
          url,
          captured[url].statements.map((statement) => statement.sql),
        ]),
      ),
      feedLoad: await load(`${origin}${FEED_URL}`, headers, reference.child.pid),
      unseenLoad: await load(`${origin}${UNSEEN_URL}`, headers, reference.child.pid),
    };
  } finally {
    await reference.ask('stop').catch(() => undefined);
    await stop(reference.child);
  }
}

/**
 * Statements and commits per trigger of a one-step in-app workflow, counted at the database drivers of a server
 * of its own on fresh data (capture.mjs): while the trigger is answered and while its job runs. The step's content
 * as the throughput round's (a template), and plain text.
 */
async function countTriggerStatements(backend, env) {
  console.log(`\n${backend}: statements and commits per in-app trigger`);
  const capture = forkHelper('capture.mjs');
  try {
    const rows = await capture.ask('trigger', {
      env: {
        ...env,
        API_RATE_LIMIT_MAXIMUM_FREE_TRIGGER: '1000000',
        API_RATE_LIMIT_MAXIMUM_FREE_GLOBAL: '1000000',
      },
      contents: ['Counted {{n}}', 'Counted'],
      triggers: COUNTED_TRIGGERS,
      warmup: COUNT_WARMUP,
    });
    return rows.map((row) => ({ backend, ...row }));
  } finally {
    await stop(capture.child);
  }
}

/** Where the bench reads and writes the server's database directly: its SQLite file or its PostgreSQL schema. */
function storeOptions(env, herald) {
  return env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA }
    : { sqliteFile: path.join(herald.dataDir, 'herald.sqlite') };
}

/** A widget token's claims (the bench signed nothing; it only reads which subscriber and environment). */
const claimsOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/**
 * The reader's feed page at the environment's present size, then after growing it to each of ENVIRONMENT_SIZES
 * messages (copies of the reader with copies of its messages, written straight to the database).
 */
async function measureFeedBySize(herald, options, url, token, load) {
  const { _id: readerRowId, environmentId } = claimsOf(token);
  const headers = { authorization: `Bearer ${token}` };
  const store = await openStore(options);
  try {
    const messagesIn = () =>
      store.count('select count(*) from messages where environment_id = $1', [environmentId]);
    // The socket fleet has just closed: the server is still writing thousands of subscribers offline, which
    // would weigh on the first figure only. Timing starts once every one of them is written offline.
    const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
    while (
      (await store.count('select count(*) from subscribers where is_online = 1', [])) > 0 &&
      Date.now() < settleBy
    ) {
      await sleep(250);
    }
    const rows = [{ messages: await messagesIn(), result: await load(url, headers) }];
    for (const total of ENVIRONMENT_SIZES) {
      const began = performance.now();
      const held = await growEnvironment(store, { readerRowId, environmentId, total });
      console.log(
        `  ${integer(held)} messages (${((performance.now() - began) / 1000).toFixed(0)} s to add)`,
      );
      rows.push({ messages: held, result: await load(url, headers) });
    }
    return rows;
  } finally {
    await store.close();
  }
}

/**
 * Triggers delivered per second by one server process and then, on PostgreSQL + Redis, by two sharing the
 * database: THROUGHPUT_TRIGGERS triggers split evenly over the processes, timed from the first request until
 * the last in-app message is stored. Rate limits are raised for the run (an operator's setting).
 */
async function measureThroughput(backend, env, processCounts) {
  const shared = {
    ...env,
    HERALD_SECRET: randomBytes(32).toString('hex'),
    API_RATE_LIMIT_MAXIMUM_FREE_TRIGGER: '1000000',
    API_RATE_LIMIT_MAXIMUM_FREE_GLOBAL: '1000000',
  };
  console.log(`\n${backend}: trigger throughput`);
  const servers = [await startHerald(shared)];
  const first = servers[0];
  const loaders = [];
  const store = await openStore(storeOptions(env, first));
  try {
    await manage(first, 'POST', '/workflows', {
      name: 'Bench throughput',
      triggerIdentifier: 'bench-throughput',
      steps: [{ type: 'in_app', content: 'Throughput round {{round}}' }],
    });
    const delivered = (round) =>
      store.count('select count(*) from messages where content = $1', [`Throughput round ${round}`]);
    const untilDelivered = async (round, expected) => {
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      for (;;) {
        const count = await delivered(round);
        if (count >= expected || Date.now() > deadline) return count;
        await sleep(20);
      }
    };
    // Round 0, untimed: every subscriber exists and the processes are warm before anything is timed.
    const bodiesOf = (round) =>
      Array.from({ length: THROUGHPUT_SUBSCRIBERS }, (_, i) => ({
        name: 'bench-throughput',
        to: `throughput-${i}`,
        payload: { round },
      }));
    for (const body of bodiesOf(0)) await manage(first, 'POST', '/events/trigger', body);
    await untilDelivered(0, THROUGHPUT_SUBSCRIBERS);

    const rows = [];
    for (const [index, processes] of processCounts.entries()) {
      while (servers.length < processes) servers.push(await startHerald(shared));
      while (loaders.length < processes) loaders.push(forkHelper('http-load.mjs'));
      const round = index + 1;
      console.log(
        `  ${processes} process${processes > 1 ? 'es' : ''}: ${integer(THROUGHPUT_TRIGGERS)} triggers`,
      );
      const began = performance.now();
      const cpuBefore = cpuTimes();
      const serverCpuBefore = servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid), 0);
      const shares = await Promise.all(
        servers.map((server, k) =>
          loaders[k].ask('fire', {
            url: `${server.origin}/v1/events/trigger`,
            headers: { authorization: `ApiKey ${first.apiKey}` },
            connections: Math.ceil(HTTP.connections / processes),
            amount: Math.round(THROUGHPUT_TRIGGERS / processes),
            bodies: bodiesOf(round),
          }),
        ),
      );
      const accepted = shares.reduce((sum, share) => sum + share.accepted, 0);
      const stored = await untilDelivered(round, accepted);
      const seconds = (performance.now() - began) / 1000;
      const cpuBusy = busyShare(cpuBefore, cpuTimes());
      const serverCpu =
        servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid), 0) - serverCpuBefore;
      rows.push({
        cpuBusy,
        cpuMicrosPerMessage: (serverCpu * 1e6) / stored,
        processes,
        accepted,
        refused: shares.reduce((sum, share) => sum + share.non2xx + share.errors, 0),
        acceptSeconds: Math.max(...shares.map((share) => share.seconds)),
        seconds,
        stored,
        perSecond: stored / seconds,
      });
    }
    return { backend, rows };
  } finally {
    await store.close();
    await Promise.all([
      ...loaders.map((loader) => stop(loader.child)),
      ...servers.map((server) => stop(server.child)),
    ]);
  }
}

/** The scale-out deployment measured: one API process, two workers and one socket process (docs/scaling.md). */
const ROLE_FLEET = { api: 1, worker: 2, ws: 1 };

/**
 * The same triggers as the throughput round, accepted by an `api` process and delivered by `worker` processes
 * while a `ws` process holds the sockets, on one PostgreSQL database and one Redis: delivered per second, CPU per
 * delivered message of each role (from /proc) and the database's commits per delivered message; then a second
 * round in which one worker is killed (SIGKILL) halfway and another started, after which every accepted trigger
 * must have exactly one message.
 */
async function measureRoles(env) {
  const shared = {
    ...env,
    HERALD_SECRET: randomBytes(32).toString('hex'),
    API_RATE_LIMIT_MAXIMUM_FREE_TRIGGER: '1000000',
    API_RATE_LIMIT_MAXIMUM_FREE_GLOBAL: '1000000',
  };
  console.log('\nPostgreSQL + Redis: the roles apart (api ×1, worker ×2, ws ×1)');
  // The API process starts first, on the fresh schema: it migrates, seeds and prints the key.
  const api = await startHerald({ ...shared, HERALD_ROLE: 'api' });
  const fleet = { api: [api], worker: [], ws: [] };
  for (let i = 0; i < ROLE_FLEET.worker; i += 1)
    fleet.worker.push(await startHerald({ ...shared, HERALD_ROLE: 'worker' }));
  for (let i = 0; i < ROLE_FLEET.ws; i += 1)
    fleet.ws.push(await startHerald({ ...shared, HERALD_ROLE: 'ws' }));
  const loader = forkHelper('http-load.mjs');
  const store = await openStore(storeOptions(env, api));
  const database = new pg.Client({ connectionString: env.DATABASE_URL });
  await database.connect();
  try {
    await manage(api, 'POST', '/workflows', {
      name: 'Bench roles',
      triggerIdentifier: 'bench-roles',
      steps: [{ type: 'in_app', content: 'Roles round {{round}}' }],
    });
    const contentOf = (round) => `Roles round ${round}`;
    let polls = 0;
    const delivered = (round) => {
      polls += 1;
      return store.count('select count(*) from messages where content = $1', [contentOf(round)]);
    };
    const untilDelivered = async (round, expected) => {
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      for (;;) {
        const count = await delivered(round);
        if (count >= expected || Date.now() > deadline) return count;
        await sleep(20);
      }
    };
    const bodiesOf = (round) =>
      Array.from({ length: THROUGHPUT_SUBSCRIBERS }, (_, i) => ({
        name: 'bench-roles',
        to: `roles-${i}`,
        payload: { round },
      }));
    const fire = (round) =>
      loader.ask('fire', {
        url: `${api.origin}/v1/events/trigger`,
        headers: { authorization: `ApiKey ${api.apiKey}` },
        connections: HTTP.connections,
        amount: THROUGHPUT_TRIGGERS,
        bodies: bodiesOf(round),
      });
    const commitsSoFar = async () => {
      // The statistics are flushed by each backend within a second of its transactions.
      await sleep(1500);
      const { rows } = await database.query(
        'select xact_commit from pg_stat_database where datname = current_database()',
      );
      return Number(rows[0].xact_commit);
    };
    // Round 0, untimed: every subscriber exists and every process is warm.
    for (const body of bodiesOf(0)) await manage(api, 'POST', '/events/trigger', body);
    await untilDelivered(0, THROUGHPUT_SUBSCRIBERS);

    console.log(`  ${integer(THROUGHPUT_TRIGGERS)} triggers`);
    const cpuOf = () =>
      Object.fromEntries(
        Object.entries(fleet).map(([role, processes]) => [
          role,
          processes.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid), 0),
        ]),
      );
    const commitsBefore = await commitsSoFar();
    const pollsBefore = polls;
    const cpuBefore = cpuOf();
    const began = performance.now();
    const share = await fire(1);
    const stored = await untilDelivered(1, share.accepted);
    const seconds = (performance.now() - began) / 1000;
    const cpuAfter = cpuOf();
    const pollsDuring = polls - pollsBefore;
    // The benchmark's own counting reads commit once each; they are not the server's.
    const commits = (await commitsSoFar()) - commitsBefore - pollsDuring - 1;
    const cpuMicrosPerMessage = Object.fromEntries(
      Object.keys(fleet).map((role) => [role, ((cpuAfter[role] - cpuBefore[role]) * 1e6) / stored]),
    );

    console.log(`  ${integer(THROUGHPUT_TRIGGERS)} triggers, one worker killed halfway`);
    const firing = fire(2);
    await untilDelivered(2, THROUGHPUT_TRIGGERS / 2);
    const victim = fleet.worker.shift();
    victim.child.kill('SIGKILL');
    fleet.worker.push(await startHerald({ ...shared, HERALD_ROLE: 'worker' }));
    const killedShare = await firing;
    await untilDelivered(2, killedShare.accepted);
    // Whatever a restarted worker might still deliver twice arrives within this settling time.
    await sleep(2000);
    const { rows } = await database.query(
      `select count(*) as messages, count(distinct transaction_id) as triggers from ${
        env.DATABASE_SCHEMA ? `"${env.DATABASE_SCHEMA}".` : ''
      }messages where content = $1`,
      [contentOf(2)],
    );
    const messages = Number(rows[0].messages);
    const triggers = Number(rows[0].triggers);
    return {
      fleet: ROLE_FLEET,
      accepted: share.accepted,
      refused: share.non2xx + share.errors,
      acceptSeconds: share.seconds,
      stored,
      seconds,
      perSecond: stored / seconds,
      cpuMicrosPerMessage,
      commitsPerMessage: commits / stored,
      kill: {
        accepted: killedShare.accepted,
        lost: killedShare.accepted - triggers,
        duplicated: messages - triggers,
      },
    };
  } finally {
    await database.end();
    await store.close();
    await stop(loader.child);
    await Promise.all(
      Object.values(fleet)
        .flat()
        .map((server) => stop(server.child)),
    );
  }
}

/** A fresh PostgreSQL schema for one run, dropped when the run ends (after the server has stopped). */
function freshSchema(databaseUrl) {
  const schema = `herald_bench_${randomBytes(4).toString('hex')}`;
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await client.end();
    }
  });
  return schema;
}

// ---------------------------------------------------------------------------------------------------------
// The report.

const integer = (value) => Math.round(value).toLocaleString('en');
/** autocannon's latencies are whole milliseconds. */
const wholeMs = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
const mib = (value) => (Number.isFinite(value) ? `${Math.round(value)} MiB` : 'n/a');
const micros = (value) => (Number.isFinite(value) ? `${Math.round(value)} µs` : 'n/a');
const percent = (part, whole) => `${Math.round((100 * part) / whole)}%`;
const times = (value, base) => `${(value / base).toFixed(1)}×`;

function loadNotes(what, result) {
  const problems = [];
  if (result.non2xx > 0) problems.push(`${result.non2xx} answers not 2xx`);
  if (result.errors > 0) problems.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  return problems.length > 0 ? [`${what}: ${problems.join(', ')}.`] : [];
}

function report({ bareHttp, bareSocket, heralds, throughput, roles, counts, notes }) {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const httpRow = (backend, what, result) =>
    `| ${backend} | ${what} | ${integer(result.requestsPerSecond)} | ${wholeMs(result.p50)} | ${wholeMs(result.p99)} | ${percent(result.requestsPerSecond, bareHttp.requestsPerSecond)} | ${times(result.p99, bareHttp.p99)} | ${micros(result.serverCpuMicros)} |`;
  const socketRow = (backend, row, base) =>
    `| ${backend} | ${integer(row.sockets)} | ${row.samples} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.missed}${row.refused ? ` (+${row.refused} refused)` : ''} | ${mib(row.rssMiB)} (peak ${mib(row.peakMiB)}) | ${base ? times(row.p50, base.p50) : '1.0×'} | ${base ? times(row.p99, base.p99) : '1.0×'} |`;
  const bareBySize = new Map((bareSocket?.rows ?? []).map((row) => [row.sockets, row]));
  const baseFor = (row) =>
    bareBySize.get(row.sockets) ??
    bareSocket.rows.reduce((best, bare) =>
      Math.abs(bare.sockets - row.sockets) < Math.abs(best.sockets - row.sockets) ? bare : best,
    );
  const feedPage = heralds[0]?.feed.pageSize ?? 10;
  const ratio = (value, base) => (Number.isFinite(value / base) ? `${(value / base).toFixed(2)}×` : 'n/a');
  const referenceRow = (backend, what, ours, reference) =>
    `| ${backend} | ${what} | ${integer(ours.requestsPerSecond)} | ${integer(reference.requestsPerSecond)} | ${ratio(ours.requestsPerSecond, reference.requestsPerSecond)} | ${micros(ours.serverCpuMicros)} | ${micros(reference.serverCpuMicros)} | ${ratio(ours.serverCpuMicros, reference.serverCpuMicros)} |`;
  const measuredReferences = heralds.filter((run) => !run.reference.problem);
  const one = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

  const lines = [
    '<!-- bench:server -->',
    '## @herald/server',
    '',
    `Measured ${date} on ${cpus().length} cores (${cpu}), Node ${process.version}, ${process.platform}; server, baselines and load on this one machine over loopback.`,
    '',
    `### HTTP: ${HTTP.connections} connections, ${HTTP.seconds} s each`,
    '',
    '| Backend | Request | req/s | p50 | p99 | req/s of bare | p99 vs bare | Server CPU per request |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    `| — | Bare Fastify route \`{ data: [] }\` (baseline) | ${integer(bareHttp.requestsPerSecond)} | ${wholeMs(bareHttp.p50)} | ${wholeMs(bareHttp.p99)} | 100% | 1.0× | ${micros(bareHttp.serverCpuMicros)} |`,
    ...heralds.flatMap((run) => [
      httpRow(
        run.backend,
        `Widget feed, page 0 (${run.feed.pageSize} of ${integer(FEED_MESSAGES)} messages)`,
        run.feedLoad,
      ),
      httpRow(run.backend, `Unseen count (\`limit=100\`, ${integer(FEED_MESSAGES)} unseen)`, run.unseenLoad),
    ]),
    '',
    ...(measuredReferences.length === 0
      ? []
      : [
          '',
          `### Against the minimal same-query reference (${HTTP.connections} connections, ${HTTP.seconds} s each)`,
          '',
          '| Backend | Request | Herald req/s | Reference req/s | req/s of the reference (target ≥ 0.8×) | Herald CPU per request | Reference CPU per request | CPU of the reference (target ≤ 1.25×) |',
          '|---|---|---:|---:|---:|---:|---:|---:|',
          ...measuredReferences.flatMap((run) => [
            referenceRow(run.backend, 'Widget feed, page 0', run.feedLoad, run.reference.feedLoad),
            referenceRow(run.backend, 'Unseen count', run.unseenLoad, run.reference.unseenLoad),
          ]),
        ]),
    '',
    `### Statements and commits per in-app trigger (a one-step in-app workflow, ${COUNTED_TRIGGERS} triggers)`,
    '',
    '| Backend | Step content | Statements answering the trigger | Commits answering it | Statements running its job | Commits running it | Commits per trigger (target ≤ 3) |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...counts.map(
      (row) =>
        `| ${row.backend} | \`${row.content}\` | ${one(row.statementsAnswered)} | ${one(row.commitsAnswered)} | ${one(row.statementsInJobs)} | ${one(row.commitsInJobs)} | ${one(row.commitsAnswered + row.commitsInJobs)} |`,
    ),
    ...(bareSocket
      ? [
          '',
          '### Trigger → `unseen_count_changed` at the subscriber’s socket',
          '',
          '| Backend | Sockets connected | Samples | p50 | p99 | Missed | Server RSS | p50 vs bare | p99 vs bare |',
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...bareSocket.rows.map((row) => socketRow('Bare socket.io (baseline)', row)),
          ...heralds.flatMap((run) =>
            run.sockets.rows.map((row) => socketRow(run.backend, row, baseFor(row))),
          ),
          '',
          `### The reader's feed as the environment grows (page 0 of the same ${integer(FEED_MESSAGES)} messages, ${HTTP.connections} connections)`,
          '',
          '| Backend | Messages in the environment | req/s | p50 | p99 | p99 vs the smallest |',
          '|---|---:|---:|---:|---:|---:|',
          ...heralds.flatMap((run) =>
            run.bySize.map(
              (row) =>
                `| ${run.backend} | ${integer(row.messages)} | ${integer(row.result.requestsPerSecond)} | ${wholeMs(row.result.p50)} | ${wholeMs(row.result.p99)} | ${times(row.result.p99, run.bySize[0].result.p99)} |`,
            ),
          ),
        ]
      : []),
    ...(throughput.length === 0
      ? []
      : [
          '',
          `### Trigger throughput (${integer(THROUGHPUT_TRIGGERS)} triggers to ${THROUGHPUT_SUBSCRIBERS} subscribers, one in-app step, ${HTTP.connections} connections)`,
          '',
          '| Backend | Server processes | Accepted | Accepted in | Delivered | Delivered in | Delivered per second | vs one process | Server CPU per delivered message | Machine CPU busy |',
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
          ...throughput.flatMap((run) =>
            run.rows.map(
              (row) =>
                `| ${run.backend} | ${row.processes} | ${integer(row.accepted)} | ${row.acceptSeconds.toFixed(1)} s | ${integer(row.stored)} | ${row.seconds.toFixed(1)} s | ${integer(row.perSecond)} | ${times(row.perSecond, run.rows[0].perSecond)} | ${micros(row.cpuMicrosPerMessage)} | ${Number.isFinite(row.cpuBusy) ? `${Math.round(100 * row.cpuBusy)}%` : 'n/a'} |`,
            ),
          ),
        ]),
    ...(roles === undefined
      ? []
      : (() => {
          const allInOne = throughput
            .find((run) => run.backend === 'PostgreSQL + Redis')
            ?.rows.find((row) => row.processes === 1);
          const fleet = Object.entries(roles.fleet)
            .map(([role, count]) => `${role} ×${count}`)
            .join(' + ');
          return [
            '',
            `### The roles apart on PostgreSQL + Redis (${fleet}; the same ${integer(THROUGHPUT_TRIGGERS)} triggers to ${THROUGHPUT_SUBSCRIBERS} subscribers)`,
            '',
            '| Deployment | Accepted | Accepted in | Delivered | Delivered in | Delivered per second | vs all ×1 | CPU per delivered message: api / worker / ws | Commits per delivered message |',
            '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
            ...(allInOne
              ? [
                  `| all ×1 | ${integer(allInOne.accepted)} | ${allInOne.acceptSeconds.toFixed(1)} s | ${integer(allInOne.stored)} | ${allInOne.seconds.toFixed(1)} s | ${integer(allInOne.perSecond)} | 1.0× | ${micros(allInOne.cpuMicrosPerMessage)} (one process) | — |`,
                ]
              : []),
            `| ${fleet} | ${integer(roles.accepted)} | ${roles.acceptSeconds.toFixed(1)} s | ${integer(roles.stored)} | ${roles.seconds.toFixed(1)} s | ${integer(roles.perSecond)} | ${allInOne ? times(roles.perSecond, allInOne.perSecond) : 'n/a'} | ${micros(roles.cpuMicrosPerMessage.api)} / ${micros(roles.cpuMicrosPerMessage.worker)} / ${micros(roles.cpuMicrosPerMessage.ws)} | ${roles.commitsPerMessage.toFixed(2)} |`,
            '',
            `A worker killed (SIGKILL) once half of another ${integer(THROUGHPUT_TRIGGERS)} triggers were delivered, and a new one started: ${integer(roles.kill.accepted)} accepted, ${integer(roles.kill.lost)} lost, ${integer(roles.kill.duplicated)} delivered twice.`,
          ];
        })()),
    '',
    '### Sign-in (`POST /v1/auth/login`, scrypt N=2^17)',
    '',
    '| Backend | Samples | p50 | p99 | Server RSS at start |',
    '|---|---:|---:|---:|---:|',
    ...heralds.map(
      (run) =>
        `| ${run.backend} | ${run.signIn.samples} | ${ms(run.signIn.p50)} | ${ms(run.signIn.p99)} | ${mib(run.idle.rssMiB)} |`,
    ),
    '',
    `How measured: \`npm run bench\` starts the built server (\`dist/main.js\`, NODE_ENV=development so passwords hash at the production cost) as its own process on a fresh data folder — a fresh SQLite file, or a fresh PostgreSQL schema with Redis for rate limits and the socket adapter — and reads the API key and demo accounts from its first-start output. Load comes from other processes. HTTP: autocannon in a child process, ${HTTP.connections} connections for ${HTTP.seconds} s after a ${HTTP.warmupSeconds} s warm-up (latencies in whole milliseconds; server CPU per request is the server process's user and system time from /proc over the timed run, divided by the requests it answered), against one subscriber whose feed holds ${integer(FEED_MESSAGES)} messages stored through \`POST /v1/events/trigger\` (page 0 is ${feedPage} messages); the bare route is a Fastify server in its own process hit the same way, and ratios are Herald over bare. The minimal same-query reference is plain Fastify in its own process with the server's driver (better-sqlite3, or pg with named prepared statements) on the server's own database, the same widget token check (signature verified once per token, expiry on every use, the environment's signing key read on every request) and the very statements the server sent for the same two requests — recorded at the drivers of the built server run in a helper process on the same data — as prepared statements, answering the same JSON; its answers are compared with the server's (parsed, equal) before it is timed the same way, right after the server, and ratios are Herald over the reference. Statements and commits per trigger are counted at the drivers of the built server in a helper process on fresh data of its own: ${COUNTED_TRIGGERS} triggers of a one-step in-app workflow (its content a template, as in the throughput round, whose job renders it before its one transaction, on the context read in the transaction that found it due; or plain text, whose job is one transaction that also finds it due) through \`POST /v1/events/trigger\`, each followed by running its job, after ${COUNT_WARMUP} untimed ones; commits are counted per connection as PostgreSQL's \`xact_commit\` counts them, a \`begin … commit\` as one and each statement outside one as one. Sockets: ${SOCKET_FLEETS} child processes open one widget session and one websocket per subscriber; one at a time, ${TRIGGER_SAMPLES} times, the process holding the target socket sends \`POST /v1/events/trigger\` with the API key and times until \`unseen_count_changed\` arrives on that socket (an event not there within ${EVENT_TIMEOUT_MS / 1000} s is missed; triggers start at least ${TRIGGER_SPACING_MS} ms apart, under the free plan's rate limit). The baseline is a bare socket.io server in its own process that emits to the target's room when it receives a POST, with the same number of sockets connected. Each figure follows ${TRIGGER_WARMUP} untimed round trips. Server RSS is VmRSS from /proc with the sockets connected, after the samples; its peak is VmHWM, the most since the server started (the HTTP load included). The environment's growth: copies of the reader's subscriber row, each with a copy of the reader's messages, written straight to the database in transactions of 25 copies, then the database's statistics refreshed (ANALYZE), until it holds ${ENVIRONMENT_SIZES.map(integer).join(' and ')} messages; the reader's feed is loaded as above at each size. Throughput: ${integer(THROUGHPUT_TRIGGERS)} \`POST /v1/events/trigger\` from autocannon (one load process per server process, the connections split between them; rate limits raised for the run), timed from the first request until the last of their in-app messages is stored (read from the database every 20 ms); a second process shares the database, Redis and the secret; machine CPU busy is the share of all ${cpus().length} cores' time not idle during the round (/proc/stat), every process on the machine included — near 100%, a second server process has no core left to add. Sign-in is ${SIGN_INS} sequential logins of the demo student. Load generators and servers share the machine's ${cpus().length} cores, so figures compare within a run rather than promise a capacity.`,
  ];
  if (notes.length > 0) lines.push('', ...notes.map((note) => `- ${note}`));
  lines.push('<!-- /bench:server -->');
  return lines.join('\n');
}

function writeSection(section) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  let current;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = '# Benchmarks\n\nWritten by `npm run bench`; each package replaces its own section.\n';
  }
  const pattern = /<!-- bench:server -->[\s\S]*<!-- \/bench:server -->/;
  writeFileSync(
    file,
    pattern.test(current) ? current.replace(pattern, () => section) : `${current.trimEnd()}\n\n${section}\n`,
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const notes = [];
  const rolesEnv = (databaseUrl) => ({
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: freshSchema(databaseUrl),
    REDIS_URL: process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL,
  });
  if (ROLES_ONLY) {
    const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    console.log(JSON.stringify(await measureRoles(rolesEnv(databaseUrl)), null, 2));
    return;
  }
  const httpLoad = forkHelper('http-load.mjs');
  const load = (url, headers, serverPid) => httpLoad.ask('load', { url, headers, serverPid, ...HTTP });

  console.log('Baseline: bare Fastify route');
  const bareHttpServer = await startBareServer('bare-http.mjs');
  const bareHttp = await load(`${bareHttpServer.url}/bare`, {}, bareHttpServer.child.pid);
  await stop(bareHttpServer.child);
  notes.push(...loadNotes('Bare Fastify route', bareHttp));

  let bareSocket;
  if (!HTTP_ONLY) {
    console.log('Baseline: bare socket.io round trip');
    const bareSocketServer = await startBareServer('bare-socket.mjs');
    bareSocket = await measureSockets(
      'Bare socket.io',
      { kind: 'bare', origin: bareSocketServer.url },
      bareSocketServer.child.pid,
      (index) => ({ url: `${bareSocketServer.url}/emit`, headers: {}, body: { to: `bench-${index}` } }),
    );
    await stop(bareSocketServer.child);
    notes.push(...bareSocket.notes);
  }

  const heralds = [await measureHerald('SQLite', {}, load)];

  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL;
  if (databaseUrl && redisUrl) {
    const schema = freshSchema(databaseUrl);
    heralds.push(
      await measureHerald(
        'PostgreSQL + Redis',
        { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl },
        load,
      ),
    );
  } else {
    notes.push(
      'PostgreSQL + Redis not measured: set TEST_DATABASE_URL and TEST_REDIS_URL (or BENCH_DATABASE_URL and BENCH_REDIS_URL).',
    );
  }
  await stop(httpLoad.child);

  const counts = await countTriggerStatements('SQLite', {});
  if (databaseUrl && redisUrl) {
    counts.push(
      ...(await countTriggerStatements('PostgreSQL + Redis', {
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: freshSchema(databaseUrl),
        REDIS_URL: redisUrl,
      })),
    );
  }

  const throughput = HTTP_ONLY ? [] : [await measureThroughput('SQLite', {}, [1])];
  if (databaseUrl && redisUrl && !HTTP_ONLY) {
    throughput.push(
      await measureThroughput(
        'PostgreSQL + Redis',
        { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: freshSchema(databaseUrl), REDIS_URL: redisUrl },
        [1, 2],
      ),
    );
  }
  const roles = databaseUrl && redisUrl && !HTTP_ONLY ? await measureRoles(rolesEnv(databaseUrl)) : undefined;
  if (roles && roles.refused > 0) notes.push(`The roles apart: ${roles.refused} triggers refused or failed.`);
  if (roles && roles.stored < roles.accepted)
    notes.push(`The roles apart: ${roles.accepted - roles.stored} accepted triggers not delivered in time.`);
  for (const run of throughput) {
    for (const row of run.rows) {
      const what = `${run.backend}, ${row.processes} process${row.processes > 1 ? 'es' : ''}`;
      if (row.refused > 0) notes.push(`${what}: ${row.refused} triggers refused or failed.`);
      if (row.stored < row.accepted)
        notes.push(
          `${what}: ${row.accepted - row.stored} accepted triggers not delivered within ${DELIVERY_TIMEOUT_MS / 1000} s.`,
        );
    }
  }

  for (const run of heralds) {
    notes.push(...loadNotes(`${run.backend} feed`, run.feedLoad));
    notes.push(...loadNotes(`${run.backend} unseen count`, run.unseenLoad));
    if (run.reference.problem) {
      notes.push(`${run.backend}: the minimal reference not measured: ${run.reference.problem}.`);
    } else {
      notes.push(...loadNotes(`${run.backend} reference feed`, run.reference.feedLoad));
      notes.push(...loadNotes(`${run.backend} reference unseen count`, run.reference.unseenLoad));
    }
    if (run.sockets) notes.push(...run.sockets.notes);
  }
  const section = report({ bareHttp, bareSocket, heralds, throughput, roles, counts, notes });
  // A partial run prints its figures; only a whole one replaces the documented section.
  if (!HTTP_ONLY) writeSection(section);
  console.log(`\n${section}`);
  for (const run of heralds) {
    for (const [url, statements] of Object.entries(run.reference.statements ?? {})) {
      console.log(`\n${run.backend} ${url}:\n${statements.join('\n')}`);
    }
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
