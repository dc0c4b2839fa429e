// A running job is its worker's for a lease the worker renews while the step runs. Scaled out (PostgreSQL, any
// number of processes on one job table), a process that starts takes back only the jobs whose lease has lapsed —
// a stopped worker's — and never one a live worker is running, which would then run twice. On SQLite the server
// is the only process, and a start takes back every job it left running. The university's domain events being
// delivered are held the same way.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { management, startServer, type TestServer } from './harness.js';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/** The default lease (LEASE_MS). */
const LEASE_MS = 30_000;
/** A short lease, whose renewals come three times in it. */
const SHORT_LEASE_MS = 600;

/** A webhook on loopback that counts its calls and holds each answer until the test lets it go. */
async function startHeldWebhook() {
  const held: ServerResponse[] = [];
  const arrivals: (() => void)[] = [];
  let calls = 0;
  let holding = true;
  const answer = (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ok: 'yes' }));
  };
  const server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      arrivals.splice(0).forEach((arrived) => arrived());
      if (holding) held.push(res);
      else answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/filter`,
    calls: () => calls,
    /** Resolves once a call has arrived (at once if one already has). */
    arrived: () => new Promise<void>((resolve) => (calls > 0 ? resolve() : arrivals.push(resolve))),
    /** Answers every held call, and every later one at once. */
    release() {
      holding = false;
      held.splice(0).forEach(answer);
    },
    hold() {
      holding = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Webhook = Awaited<ReturnType<typeof startHeldWebhook>>;

const servers: TestServer[] = [];
let webhook: Webhook | undefined;
afterEach(async () => {
  webhook?.release();
  // The process sharing the first one's data stops first; the first then drops the schema and the folder.
  for (const server of servers.splice(0).reverse()) await server.stop();
  await webhook?.close();
  webhook = undefined;
});

async function start(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args);
  servers.push(server);
  return server;
}

/** Triggers a workflow whose in-app step asks the webhook first, so its job runs apart from any transaction. */
async function triggerCallingOut(server: TestServer, url: string) {
  const identifier = `leased-${Math.random().toString(36).slice(2)}`;
  const workflow = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps: [
      {
        type: 'in_app',
        content: 'Asked the webhook first',
        filters: [
          {
            value: 'AND',
            isNegated: false,
            children: [{ on: 'webhook', webhookUrl: url, field: 'ok', operator: 'EQUAL', value: 'yes' }],
          },
        ],
      },
    ],
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  const triggered = await management(server, 'POST', '/events/trigger', { name: identifier, to: identifier });
  expect(triggered.status).toBe(201);
  return triggered.body.data.transactionId as string;
}

async function jobOf(server: TestServer, transactionId: string) {
  return server.herald.ctx.db
    .selectFrom('jobs')
    .select(['id', 'status', 'attempts', 'lease_until'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
}

/** The state a process leaves when it stops in the middle of a job: running, leased until `leaseUntil`. */
async function leaveRunning(server: TestServer, transactionId: string, leaseUntil: Date) {
  await server.herald.ctx.db
    .updateTable('jobs')
    .set({ status: 'running', attempts: 1, lease_until: leaseUntil.toISOString() })
    .where('transaction_id', '=', transactionId)
    .execute();
}

describe.runIf(postgres)('job leases, scaled out on PostgreSQL', () => {
  it('leaves a job another live process is running to it, so its step calls out once', async () => {
    webhook = await startHeldWebhook();
    const first = await start();
    const transactionId = await triggerCallingOut(first, webhook.url);
    const firstRun = first.herald.worker.drain();
    await webhook.arrived();
    expect(await jobOf(first, transactionId)).toMatchObject({ status: 'running', attempts: 1 });

    // A second process on the same database starts (taking back what stopped processes left) and runs what is due.
    const second = await start({ dataDir: first.dataDir });
    const secondRun = second.herald.worker.drain();
    webhook.release();
    await Promise.all([firstRun, secondRun]);

    expect(webhook.calls()).toBe(1);
    expect(await jobOf(first, transactionId)).toMatchObject({ status: 'completed', attempts: 1 });
  });

  it("takes back a stopped process's job once its lease has lapsed, and runs it once", async () => {
    webhook = await startHeldWebhook();
    webhook.release();
    const first = await start();
    const transactionId = await triggerCallingOut(first, webhook.url);
    await leaveRunning(first, transactionId, new Date(Date.now() + LEASE_MS));

    const second = await start({ dataDir: first.dataDir });
    await second.herald.worker.drain();
    expect(webhook.calls()).toBe(0);
    expect(await jobOf(second, transactionId)).toMatchObject({ status: 'running' });

    second.advance(LEASE_MS + 1000);
    await second.herald.worker.drain();
    expect(webhook.calls()).toBe(1);
    expect(await jobOf(second, transactionId)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('renews the lease of a job while its step runs', async () => {
    webhook = await startHeldWebhook();
    const server = await start({ jobLeaseMs: SHORT_LEASE_MS });
    const transactionId = await triggerCallingOut(server, webhook.url);
    const run = server.herald.worker.drain();
    await webhook.arrived();
    const claimed = await jobOf(server, transactionId);
    // The renewal runs on the process's timers; the clock it reads has moved on by a lease meanwhile.
    server.advance(SHORT_LEASE_MS);
    await expect
      .poll(async () => (await jobOf(server, transactionId)).lease_until, { timeout: 10 * SHORT_LEASE_MS })
      .not.toBe(claimed.lease_until);
    const renewed = await jobOf(server, transactionId);
    expect(new Date(renewed.lease_until!).getTime()).toBeGreaterThan(
      new Date(claimed.lease_until!).getTime(),
    );
    webhook.release();
    await run;
    expect(await jobOf(server, transactionId)).toMatchObject({ status: 'completed' });
  });
});

describe.runIf(postgres)("domain events' leases, scaled out on PostgreSQL", () => {
  it('leaves an event another live process is delivering to it', async () => {
    const first = await start();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let told = 0;
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    first.herald.ctx.domainEvents.on('contribution.updated', () => {
      told += 1;
      arrived();
      return held;
    });
    await first.herald.ctx.domainEvents.emit({ type: 'contribution.updated', contributionId: 0, actorId: 0 });
    await arrival;

    // A second process starts on the same database: it takes back only what stopped processes left.
    const second = await start({ dataDir: first.dataDir });
    await second.herald.ctx.domainEvents.delivered();
    const queue = () => second.herald.ctx.db.selectFrom('domain_event_queue').select(['status']).execute();
    expect(await queue()).toEqual([{ status: 'delivering' }]);

    release();
    await first.herald.ctx.domainEvents.delivered();
    expect(told).toBe(1);
    expect(await queue()).toEqual([]);
  });
});

describe.runIf(!postgres)('job leases on SQLite, the only process', () => {
  it('takes back every job it left running when it starts again, lease or not', async () => {
    webhook = await startHeldWebhook();
    webhook.release();
    const server = await start();
    const transactionId = await triggerCallingOut(server, webhook.url);
    await leaveRunning(server, transactionId, new Date(Date.now() + LEASE_MS));

    await server.herald.worker.recover();
    await server.herald.worker.drain();
    expect(webhook.calls()).toBe(1);
    expect(await jobOf(server, transactionId)).toMatchObject({ status: 'completed', attempts: 2 });
  });
});
