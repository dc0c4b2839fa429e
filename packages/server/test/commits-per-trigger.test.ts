// What an in-app trigger costs the database, counted as the bench counts it (bench/statements.mjs): the commits
// while the trigger is answered and while its job runs, a statement outside a transaction counting as one, as in
// PostgreSQL's `xact_commit`. Answering is the API key's check (with the organisation's plan) and one
// transaction of the trigger's reads and writes, its job's signal included; the job is one transaction that also
// reads what is due next, and an in-app step with a template reads its context for rendering ahead in one more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recorded, recordStatements, transactionsOf } from '../bench/statements.mjs';
import { createInAppWorkflow, management, startServer, type TestServer } from './harness.js';

const CEILINGS = {
  plain: { answering: 2, job: 1 },
  templated: { answering: 2, job: 2 },
};

let server: TestServer;
let restoreDrivers: () => void;
let seq = 0;

const inAppWorkflow = (content: string) => createInAppWorkflow(server, `counted-${(seq += 1)}`, { content });

/** Triggers `identifier` for a subscriber seen for the first time, then runs its job; answers both counts. */
async function countTrigger(identifier: string, n: number) {
  const subscriberId = `counted-subscriber-${(seq += 1)}`;
  const answering = await recorded(() =>
    management(server, 'POST', '/events/trigger', { name: identifier, to: subscriberId, payload: { n } }),
  );
  expect(answering.result.status, JSON.stringify(answering.result.body)).toBe(201);
  const job = await recorded(() => server.herald.worker.drain());
  expect(job.result).toBe(1);
  const message = await server.herald.ctx.db
    .selectFrom('messages')
    .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
    .select('messages.content')
    .where('subscribers.subscriber_id', '=', subscriberId)
    .execute();
  return {
    answering: transactionsOf(answering.statements),
    job: transactionsOf(job.statements),
    delivered: message.map((row) => row.content),
  };
}

beforeAll(async () => {
  // Before the server starts, so that every statement it prepares is seen.
  restoreDrivers = recordStatements();
  server = await startServer();
  // The clock stands still: the activity log's hourly retention never runs in a counted drain.
  server.freeze();
  // Once uncounted: the first drain runs the retention, and first statements of a kind are prepared.
  await countTrigger(await inAppWorkflow('Warming up {{n}}'), 0);
});

afterAll(async () => {
  await server?.stop();
  restoreDrivers?.();
});

describe('commits per in-app trigger', () => {
  it(`a plain step: at most ${CEILINGS.plain.answering} answering and ${CEILINGS.plain.job} running its job`, async () => {
    const counted = await countTrigger(await inAppWorkflow('Counted'), 1);
    expect(counted.delivered).toEqual(['Counted']);
    expect(counted.answering).toBeLessThanOrEqual(CEILINGS.plain.answering);
    expect(counted.job).toBeLessThanOrEqual(CEILINGS.plain.job);
  });

  it(`a templated step: at most ${CEILINGS.templated.answering} answering and ${CEILINGS.templated.job} running its job`, async () => {
    const counted = await countTrigger(await inAppWorkflow('Counted {{n}}'), 2);
    expect(counted.delivered).toEqual(['Counted 2']);
    expect(counted.answering).toBeLessThanOrEqual(CEILINGS.templated.answering);
    expect(counted.job).toBeLessThanOrEqual(CEILINGS.templated.job);
  });

  it('templated steps queued together cost one commit each once the first is rendered ahead', async () => {
    const identifier = await inAppWorkflow('Batched {{n}}');
    for (const n of [1, 2, 3])
      await management(server, 'POST', '/events/trigger', {
        name: identifier,
        to: `batched-${n}`,
        payload: { n },
      });
    const job = await recorded(() => server.herald.worker.drain());
    expect(job.result).toBe(3);
    // One transaction reads what is due and the first context, then one per job.
    expect(transactionsOf(job.statements)).toBeLessThanOrEqual(1 + 3);
    const delivered = await server.herald.ctx.db
      .selectFrom('messages')
      .select('content')
      .where('template_identifier', '=', identifier)
      .orderBy('created_at')
      .orderBy('content')
      .execute();
    expect(delivered.map((row) => row.content)).toEqual(['Batched 1', 'Batched 2', 'Batched 3']);
  });
});
