// The docs/product.md §4 feature flags that name engine behaviour, each switched on a server of its own:
// topic notifications off (a topic reaches nobody and the log says 4001), and the two flags with no engine
// behaviour in Herald (merged digest id, template store) leaving a digest exactly as it is with them on
// (docs/packages/server.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION_LOG_CODE } from '@herald/protocol';
import { featuresFrom, type Config } from '../src/config.js';
import { management, startServer, type TestServer } from './harness.js';

let standard: TestServer;
let switchedOff: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  const off: Config['features'] = {
    ...featuresFrom({}),
    topicNotification: false,
    mergedDigestId: false,
    templateStore: false,
  };
  [standard, switchedOff] = await Promise.all([startServer(), startServer({ features: off })]);
});
afterAll(() => Promise.all([standard.stop(), switchedOff.stop()]));

async function createWorkflow(server: TestServer, steps: unknown[]): Promise<string> {
  const identifier = unique('flags');
  const created = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return identifier;
}

async function trigger(server: TestServer, body: Record<string, unknown>) {
  const triggered = await management(server, 'POST', '/events/trigger', body);
  expect(triggered.status, JSON.stringify(triggered.body)).toBe(201);
  return triggered.body.data as { status: string; transactionId: string };
}

async function inAppContents(server: TestServer, subscriberId: string): Promise<string[]> {
  const rows = await server.herald.ctx.db
    .selectFrom('messages')
    .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
    .select('messages.content')
    .where('subscribers.subscriber_id', '=', subscriberId)
    .where('messages.channel', '=', 'in_app')
    .orderBy('messages.created_at')
    .execute();
  return rows.map((row) => row.content);
}

async function logOf(server: TestServer, transactionId: string) {
  const { body } = await management(server, 'GET', `/execution-details?transactionId=${transactionId}`);
  return body.data as { code: number | null; raw: unknown }[];
}

describe('IS_TOPIC_NOTIFICATION_ENABLED', () => {
  it.each([
    ['on', () => standard, true],
    ['off', () => switchedOff, false],
  ] as const)('%s: a topic recipient reaches its members only when on', async (_name, server, reaches) => {
    const target = server();
    const identifier = await createWorkflow(target, [{ type: 'in_app', content: 'News' }]);
    const key = unique('topic');
    const [member, direct] = [unique('member'), unique('direct')];
    expect((await management(target, 'POST', '/topics', { key, name: 'Faculty' })).status).toBe(201);
    await management(target, 'POST', `/topics/${key}/subscribers`, { subscribers: [member] });
    const result = await trigger(target, {
      name: identifier,
      to: [{ type: 'Topic', topicKey: key }, direct],
    });
    expect(result.status).toBe('processed');
    await target.herald.worker.drain();
    expect(await inAppContents(target, member)).toEqual(reaches ? ['News'] : []);
    expect(await inAppContents(target, direct)).toEqual(['News']);
    const topicErrors = (await logOf(target, result.transactionId)).filter(
      (entry) => entry.code === EXECUTION_LOG_CODE.TOPIC_ERROR,
    );
    expect(topicErrors).toEqual(
      reaches
        ? []
        : [
            expect.objectContaining({
              raw: { topicKey: key, reason: 'Topic notifications are switched off' },
            }),
          ],
    );
  });
});

describe('IS_USE_MERGED_DIGEST_ID_ENABLED and IS_TEMPLATE_STORE_ENABLED', () => {
  it('leave a digest as it is: the events merged into it, a canceled one left out', async () => {
    const counts: string[][] = [];
    for (const server of [standard, switchedOff]) {
      const identifier = await createWorkflow(server, [
        { type: 'digest', digestType: 'regular', amount: 5, unit: 'minutes' },
        { type: 'in_app', content: '{{step.total_count}}: {{#each step.events}}{{n}} {{/each}}' },
      ]);
      const subscriberId = unique('digest');
      const transactions: string[] = [];
      for (const n of [1, 2, 3, 4]) {
        transactions.push(
          (await trigger(server, { name: identifier, to: subscriberId, payload: { n } })).transactionId,
        );
        await server.herald.worker.drain();
      }
      const canceled = await management(server, 'DELETE', `/events/trigger/${transactions[2]}`);
      expect(canceled.status).toBe(200);
      server.advance(5 * 60_000);
      await server.herald.worker.drain();
      counts.push(await inAppContents(server, subscriberId));
    }
    expect(counts).toEqual([['3: 1 2 4 '], ['3: 1 2 4 ']]);
  });
});
