// `npm run bench`: figures for the server, written to docs/benchmarks.md. Runs the built server in-process on
// a fresh SQLite file and measures over loopback; nothing here asserts a duration.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { io } from 'socket.io-client';
import { createHerald, DEMO_ACCOUNTS, loadConfig } from '../dist/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-'));
const config = {
  // Development, not test: sign-in is measured at the production password cost (decision 0026).
  ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }, dataDir),
  host: '127.0.0.1',
  port: 0,
  dataDir,
};
const herald = await createHerald(config);
const url = await herald.listen();

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(2)} ms`;
  return {
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
  };
}
async function post(pathname, body, token) {
  const response = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

const rows = [];
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT');

// Sign-in: dominated by scrypt (N=2^17) by design.
const signIns = [];
let appToken;
for (let i = 0; i < 8; i += 1) {
  const start = performance.now();
  appToken = (await post('/v1/auth/login', { email: student.email, password: student.password })).data.token;
  signIns.push(performance.now() - start);
}
rows.push(['POST /v1/auth/login (scrypt N=2^17)', 8, summarize(signIns)]);

const me = await (
  await fetch(`${url}/v1/auth/me`, { headers: { authorization: `Bearer ${appToken}` } })
).json();
const { widget, id: accountId } = me.data;
const session = await post('/v1/widgets/session/initialize', {
  applicationIdentifier: widget.applicationIdentifier,
  subscriberId: widget.subscriberId,
  hmacHash: widget.subscriberHash,
});
const widgetToken = session.data.token;

// Unseen count with 1,000 messages stored, 10 requests in flight at a time.
for (let i = 0; i < 1000; i += 1) await herald.notify({ accountId, content: `Message ${i}` });
const countSamples = [];
const total = 2000;
const concurrency = 10;
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next += 1;
      const start = performance.now();
      const response = await fetch(`${url}/v1/widgets/notifications/unseen?limit=100`, {
        headers: { authorization: `Bearer ${widgetToken}` },
      });
      await response.json();
      countSamples.push(performance.now() - start);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
rows.push([
  `GET /v1/widgets/notifications/unseen (${concurrency} in flight, ${Math.round(total / seconds)} req/s)`,
  total,
  summarize(countSamples),
]);

/** Requests `url` `total` times with `concurrency` in flight; answers req/s and latency percentiles. */
async function load(target, headers, total = 2000, concurrency = 10) {
  const samples = [];
  let next = 0;
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const start = performance.now();
        const response = await fetch(target, { headers });
        await response.arrayBuffer();
        samples.push(performance.now() - start);
      }
    }),
  );
  return { rate: Math.round(total / ((performance.now() - begun) / 1000)), samples };
}

// The feed endpoint against a bare Fastify route on the same machine, same load.
const bare = Fastify();
bare.get('/bare', async () => ({ data: [] }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const bareRun = await load(`${bareUrl}/bare`, {});
await bare.close();
const feedRun = await load(`${url}/v1/widgets/notifications/feed?page=0`, {
  authorization: `Bearer ${widgetToken}`,
});
rows.push([
  `Bare Fastify route (10 in flight, ${bareRun.rate} req/s)`,
  bareRun.samples.length,
  summarize(bareRun.samples),
]);
rows.push([
  `GET /v1/widgets/notifications/feed, page of 10 of 1,000 (10 in flight, ${feedRun.rate} req/s, ${Math.round((100 * feedRun.rate) / bareRun.rate)}% of bare)`,
  feedRun.samples.length,
  summarize(feedRun.samples),
]);

// notify() to the subscriber's socket receiving unseen_count_changed.
const socket = io(url, { transports: ['websocket'], auth: { token: widgetToken } });
await new Promise((resolve) => socket.once('connect', resolve));
const deliveries = [];
for (let i = 0; i < 300; i += 1) {
  const received = new Promise((resolve) => socket.once('unseen_count_changed', resolve));
  const start = performance.now();
  await herald.notify({ accountId, content: `Realtime ${i}` });
  await received;
  deliveries.push(performance.now() - start);
}
socket.close();
rows.push(['notify() → unseen_count_changed on the socket', 300, summarize(deliveries)]);

// POST /v1/events/trigger → the worker → unseen_count_changed, with 1,000 sockets connected.
const apiKey = herald.seed.apiKey;
const manage = (pathname, body) =>
  fetch(`${url}/v1${pathname}`, {
    method: 'POST',
    headers: { authorization: `ApiKey ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json());
await manage('/workflows', {
  name: 'Bench',
  triggerIdentifier: 'bench',
  steps: [{ type: 'in_app', content: 'Hello {{name}}' }],
});
const sockets = [];
for (let i = 0; i < 1000; i += 1) {
  const subscriberId = `bench-${i}`;
  const hmacHash = createHmac('sha256', apiKey).update(subscriberId).digest('hex');
  const opened = await post('/v1/widgets/session/initialize', {
    applicationIdentifier: widget.applicationIdentifier,
    subscriberId,
    hmacHash,
  });
  const client = io(url, {
    transports: ['websocket'],
    auth: { token: opened.data.token },
    reconnection: false,
  });
  await new Promise((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  sockets.push(client);
}
const triggerLatencies = [];
for (let i = 0; i < 100; i += 1) {
  const target = sockets[(i * 37) % sockets.length];
  const received = new Promise((resolve) => target.once('unseen_count_changed', resolve));
  const start = performance.now();
  await manage('/events/trigger', {
    name: 'bench',
    to: `bench-${(i * 37) % sockets.length}`,
    payload: { name: 'x' },
  });
  await received;
  triggerLatencies.push(performance.now() - start);
}
for (const client of sockets) client.close();
rows.push([
  'POST /v1/events/trigger → unseen_count_changed, 1,000 sockets connected',
  100,
  summarize(triggerLatencies),
]);

await herald.close();
rmSync(dataDir, { recursive: true, force: true });

const section = [
  '<!-- bench:server -->',
  '## @herald/server',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, SQLite file, loopback.`,
  '',
  '| What | Samples | p50 | p95 | p99 |',
  '|---|---:|---:|---:|---:|',
  ...rows.map(([what, n, s]) => `| ${what} | ${n} | ${s.p50} | ${s.p95} | ${s.p99} |`),
  '<!-- /bench:server -->',
].join('\n');

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
  pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`,
);
console.log(section);
