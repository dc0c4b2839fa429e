// Digests with several workers: two workers draining the same burst of events at once (on PostgreSQL two server
// processes' workers with their own connections) make one digest per key, every other event merged into it, and
// lose none when a digest fires while events are still arriving; a cancel racing a firing digest (on PostgreSQL
// from the other process) takes the same per-key lock, so a digest is either stopped and handed on, or fired.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHerald, type Herald } from '../src/herald.js';
import { createWorker, type Worker } from '../src/notify/engine/worker.js';
import { cancelTransaction } from '../src/notify/engine/trigger.js';
import { management, startServer, type TestServer } from './harness.js';

let server: TestServer;
let other: Herald | undefined;
let otherWorker: Worker;
let offset = 0;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer();
  if (server.herald.ctx.config.databaseUrl) {
    // PostgreSQL: a second process on the same database, with its own connections and worker, on the same clock.
    other = await createHerald({ ...server.herald.ctx.config }, { now: () => new Date(Date.now() + offset) });
    otherWorker = other.worker;
  } else {
    // SQLite is one process (one writer): a second worker shares its connection, as a second poller would.
    otherWorker = createWorker(server.herald.ctx);
  }
});
afterAll(async () => {
  await other?.close();
  await server.stop();
});

function advance(ms: number) {
  offset += ms;
  server.advance(ms);
}

async function workflow(digest: Record<string, unknown>) {
  const identifier = unique('burst');
  const created = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps: [
      { type: 'digest', ...digest },
      { type: 'in_app', content: '{{step.total_count}} events' },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return identifier;
}

async function triggerMany(identifier: string, subscriberId: string, count: number, key = 'all') {
  for (let index = 0; index < count; index += 1) {
    const triggered = await management(server, 'POST', '/events/trigger', {
      name: identifier,
      to: subscriberId,
      payload: { index, key },
    });
    expect(triggered.status).toBe(201);
  }
}

/** Both processes' workers run what is due at the same time. */
const drainBoth = () => Promise.all([server.herald.worker.drain(), otherWorker.drain()]);

async function digestJobs(subscriberId: string) {
  return server.herald.ctx.db
    .selectFrom('jobs')
    .innerJoin('subscribers', 'subscribers.id', 'jobs.subscriber_id')
    .select(['jobs.id', 'jobs.status', 'jobs.digest_result', 'jobs.merged_into', 'jobs.digest_value'])
    .where('subscribers.subscriber_id', '=', subscriberId)
    .where('jobs.step_type', '=', 'digest')
    .execute();
}

async function messages(subscriberId: string) {
  const rows = await server.herald.ctx.db
    .selectFrom('messages')
    .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
    .select('messages.content')
    .where('subscribers.subscriber_id', '=', subscriberId)
    .execute();
  return rows.map((row) => row.content).sort();
}

it('makes one digest for a burst drained by two workers at once, merging every other event into it', async () => {
  const identifier = await workflow({ amount: 10, unit: 'minutes', digestKey: 'key' });
  const subscriberId = unique('ana');
  await triggerMany(identifier, subscriberId, 12, 'law');
  await triggerMany(identifier, subscriberId, 12, 'art');
  await drainBoth();

  const jobs = await digestJobs(subscriberId);
  for (const key of ['law', 'art']) {
    const ofKey = jobs.filter((job) => job.digest_value === key);
    const created = ofKey.filter((job) => job.digest_result === 'CREATED');
    expect(created, key).toHaveLength(1);
    expect(created[0]!.status).toBe('delayed');
    const merged = ofKey.filter((job) => job.digest_result === 'MERGED');
    expect(merged, key).toHaveLength(11);
    expect(new Set(merged.map((job) => job.merged_into))).toEqual(new Set([created[0]!.id]));
  }

  advance(10 * 60_000);
  await drainBoth();
  expect(await messages(subscriberId)).toEqual(['12 events', '12 events']);
});

it('loses no event that arrives while two workers fire and start digests', async () => {
  const identifier = await workflow({ amount: 5, unit: 'minutes' });
  const subscriberId = unique('ben');
  await triggerMany(identifier, subscriberId, 6);
  await drainBoth();
  advance(5 * 60_000);
  // The first digest is due now; more events come in the same moment and both workers run everything.
  await triggerMany(identifier, subscriberId, 6);
  await drainBoth();
  advance(5 * 60_000);
  await drainBoth();

  const counts = (await messages(subscriberId)).map((content) => Number.parseInt(content, 10));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
  const jobs = await digestJobs(subscriberId);
  const created = jobs.filter((job) => job.digest_result === 'CREATED');
  expect(created).toHaveLength(counts.length);
  expect(jobs.filter((job) => job.digest_result === 'MERGED')).toHaveLength(12 - counts.length);
});

it('stops a digest a cancel reaches first, or leaves one that fired first alone: never both', async () => {
  const identifier = await workflow({ amount: 5, unit: 'minutes' });
  const subscribers = Array.from({ length: 6 }, () => unique('cara'));
  const firsts: string[] = [];
  for (const subscriberId of subscribers) {
    for (let index = 0; index < 3; index += 1) {
      const triggered = await management(server, 'POST', '/events/trigger', {
        name: identifier,
        to: subscriberId,
        payload: { index },
      });
      if (index === 0) firsts.push(triggered.body.data.transactionId as string);
    }
  }
  await drainBoth();
  const { environment_id: environmentId } = await server.herald.ctx.db
    .selectFrom('jobs')
    .select('environment_id')
    .where('transaction_id', '=', firsts[0]!)
    .executeTakeFirstOrThrow();
  advance(5 * 60_000);
  // Every digest is due: one process fires them while the other cancels the events that opened them.
  const cancelling = other?.ctx ?? server.herald.ctx;
  await Promise.all([
    server.herald.worker.drain(),
    ...firsts.map((transactionId) => cancelTransaction(cancelling, environmentId, transactionId)),
  ]);
  await drainBoth();

  for (const subscriberId of subscribers) {
    // Fired first: its three events; canceled first: the two left, handed on to the oldest of them.
    expect(await messages(subscriberId), subscriberId).toEqual([expect.stringMatching(/^[23] events$/)]);
  }
});
