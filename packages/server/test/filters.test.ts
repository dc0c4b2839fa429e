// Step filters: every operator (the six the platform never evaluated included) as a table, the same table through
// the worker on every field subject (payload, subscriber data, tenant data, a webhook's reply), then each subject
// on its own: payload, subscriber, tenant, webhook (signed, reply fields, retries with backoff), online state,
// online in the last minutes/hours/days, and an earlier step's read/seen state.
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { transform } from 'esbuild';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_OPERATORS, type FilterOperator } from '@herald/protocol';
import { compare } from '../src/notify/engine/filters.js';
import { matchesLike } from '../src/notify/engine/like.js';
import { management, startServer, type TestServer } from './harness.js';
import { startLoopback, type Loopback } from './providers/loopback.js';

const OPERATOR_CASES: [FilterOperator, unknown, unknown, boolean][] = [
  ['EQUAL', 'gold', 'gold', true],
  ['EQUAL', 5, '5', true],
  ['EQUAL', true, 'true', true],
  ['EQUAL', 'gold', 'silver', false],
  ['NOT_EQUAL', 'gold', 'silver', true],
  ['NOT_EQUAL', undefined, 'x', true],
  ['NOT_EQUAL', 'gold', 'gold', false],
  ['LARGER', 10, '9', true],
  ['LARGER', 9, '9', false],
  ['SMALLER', 3, '4', true],
  ['SMALLER', 4, '4', false],
  ['LARGER_EQUAL', 9, '9', true],
  ['LARGER_EQUAL', 8, '9', false],
  ['SMALLER_EQUAL', 9, '9', true],
  ['SMALLER_EQUAL', 10, '9', false],
  ['IN', 'computing science', 'science', true],
  ['IN', ['a', 'b'], 'b', true],
  ['IN', undefined, 'b', false],
  ['NOT_IN', ['a', 'b'], 'c', true],
  ['NOT_IN', ['a', 'b'], 'a', false],
  ['IS_DEFINED', null, '', true],
  ['IS_DEFINED', undefined, '', false],
  ['ALL_IN', ['math', 'art', 'law'], 'math, law', true],
  ['ALL_IN', ['math', 'art'], ['math', 'law'], false],
  ['ANY_IN', ['math', 'art'], 'law,art', true],
  ['ANY_IN', ['math', 'art'], ['law'], false],
  ['ANY_IN', [1, 2, 3], '3', true],
  ['BETWEEN', 5, '1,10', true],
  ['BETWEEN', 10, [1, 10], true],
  ['BETWEEN', 11, '1,10', false],
  ['BETWEEN', '2026-03-05', '2026-03-01,2026-03-31', true],
  ['BETWEEN', undefined, '1,10', false],
  ['NOT_BETWEEN', 11, '1,10', true],
  ['NOT_BETWEEN', 5, '1,10', false],
  ['LIKE', 'Final Essay.pdf', '%essay%', true],
  ['LIKE', 'essay', 'ess_y', true],
  ['LIKE', 'essay', 'es_y', false],
  ['LIKE', 'a.b', 'a_b', true],
  ['LIKE', 'axb', 'a.b', false],
  ['NOT_LIKE', 'report.docx', '%.pdf', true],
  ['NOT_LIKE', 'report.pdf', '%.pdf', false],
];

describe('filter operators', () => {
  it.each(OPERATOR_CASES)('%s of %j against %j is %s', (operator, actual, expected, result) => {
    expect(compare(operator, actual, expected)).toBe(result);
  });

  it('covers every docs/product.md §3 operator, each passing and failing', () => {
    for (const outcome of [true, false]) {
      const operators = OPERATOR_CASES.filter(([, , , result]) => result === outcome).map(
        ([operator]) => operator,
      );
      expect(new Set(operators)).toEqual(new Set(FILTER_OPERATORS));
    }
  });
});

/** LIKE as the regular expression the filters used to build: right, but exponential on some patterns. */
function likeByRegExp(text: string, pattern: string): boolean {
  const source = pattern
    .split('')
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'is').test(text);
}

/** LIKE by dynamic programming over (text position, pattern position), each pair decided once. */
function likeByTable(text: string, pattern: string): boolean {
  const same = (a: string, b: string) => likeByRegExp(a, b);
  const memo = new Map<number, boolean>();
  const from = (at: number, next: number): boolean => {
    const key = at * (pattern.length + 1) + next;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (next === pattern.length) result = at === text.length;
    else if (pattern[next] === '%') result = from(at, next + 1) || (at < text.length && from(at + 1, next));
    else
      result =
        at < text.length &&
        (pattern[next] === '_' || same(text[at]!, pattern[next]!)) &&
        from(at + 1, next + 1);
    memo.set(key, result);
    return result;
  };
  return from(0, 0);
}

// Letters whose case folding differs between ASCII, Unicode and regular expressions, the two wildcards, characters
// a regular expression would read as its own, and a newline.
const LETTERS = [
  'a',
  'A',
  'b',
  'B',
  'ß',
  'ſ',
  's',
  'S',
  'K',
  'k',
  'é',
  'É',
  'İ',
  'i',
  '%',
  '_',
  '.',
  '*',
  '\n',
];
const textOf = (maxLength: number) =>
  fc.array(fc.constantFrom(...LETTERS), { maxLength }).map((units) => units.join(''));

describe('LIKE patterns a tenant writes', () => {
  it('match as the dynamic-programming reference does, on random patterns and texts', () => {
    fc.assert(
      fc.property(textOf(40), textOf(16), (text, pattern) => {
        expect(matchesLike(text, pattern)).toBe(likeByTable(text, pattern));
      }),
      { seed: 20_261_201, numRuns: 3000 },
    );
  });

  it('match as the regular expression they used to be did, case and newlines included', () => {
    fc.assert(
      fc.property(textOf(12), textOf(8), (text, pattern) => {
        expect(matchesLike(text, pattern)).toBe(likeByRegExp(text, pattern));
      }),
      { seed: 20_261_202, numRuns: 3000 },
    );
  });

  it('answer a pattern that made the regular expression backtrack for ever, away from the test thread', async () => {
    // In a thread of its own, so a matcher that backtracks leaves this test to time out instead of freezing it.
    const source = await readFile(new URL('../src/notify/engine/like.ts', import.meta.url), 'utf8');
    const { code } = await transform(source, { loader: 'ts', format: 'cjs' });
    const pattern = `${'%a'.repeat(24)}%b`;
    const worker = new Worker(
      `${code}\nrequire('node:worker_threads').parentPort.postMessage([` +
        `matchesLike(${JSON.stringify('a'.repeat(200))}, ${JSON.stringify(pattern)}),` +
        `matchesLike(${JSON.stringify(`${'a'.repeat(199)}b`)}, ${JSON.stringify(pattern)})]);`,
      { eval: true },
    );
    try {
      const answers = await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(answers).toEqual([false, true]);
    } finally {
      await worker.terminate();
    }
  });
});

let server: TestServer;
let loopback: Loopback;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  [server, loopback] = await Promise.all([startServer(), startLoopback()]);
});
afterAll(async () => {
  await Promise.all([server.stop(), loopback.close()]);
});

interface Run {
  transactionId: string;
  subscriberId: string;
}

async function trigger(
  steps: unknown[],
  payload: Record<string, unknown> = {},
  subscriber: Record<string, unknown> = {},
) {
  const identifier = unique('filtered');
  const workflow = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps,
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  const subscriberId = unique('filter-subscriber');
  await management(server, 'POST', '/subscribers', { subscriberId, ...subscriber });
  const triggered = await management(server, 'POST', '/events/trigger', {
    name: identifier,
    to: subscriberId,
    payload,
  });
  return { transactionId: triggered.body.data.transactionId as string, subscriberId };
}

async function statuses(run: Run) {
  const jobs = await server.herald.ctx.db
    .selectFrom('jobs')
    .select(['status'])
    .where('transaction_id', '=', run.transactionId)
    .orderBy('step_index')
    .execute();
  return jobs.map((job) => job.status);
}

async function details(run: Run) {
  const { body } = await management(server, 'GET', `/execution-details?transactionId=${run.transactionId}`);
  return body.data as { detail: string; raw: { conditions?: unknown[] }; source: string }[];
}

const inApp = (filters: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'in_app',
  content: 'Hello',
  filters,
  ...extra,
});
const filter = (value: 'AND' | 'OR', children: unknown[], isNegated = false) => ({
  value,
  children,
  isNegated,
});

async function runs(steps: unknown[], payload = {}, subscriber = {}) {
  const run = await trigger(steps, payload, subscriber);
  await server.herald.worker.drain();
  return run;
}

/** One passing and one failing case of each operator, from the table above. */
const SUBJECT_CASES = [true, false].map((outcome) =>
  FILTER_OPERATORS.map((operator) =>
    OPERATOR_CASES.find(([name, , , result]) => name === operator && result === outcome)!,
  ),
);

describe('every operator on every field subject, through the worker', () => {
  type Subject = 'payload' | 'subscriber' | 'tenant' | 'webhook';
  /** Case i's actual value sits at `c<i>` of the subject's data. */
  const values = (cases: (typeof SUBJECT_CASES)[number]) =>
    Object.fromEntries(cases.map(([, actual], index) => [`c${index}`, actual]));
  const part = (subject: Subject, index: number, operator: FilterOperator, value: unknown) =>
    subject === 'webhook'
      ? { on: 'webhook', webhookUrl: `${loopback.url}/table`, field: `c${index}`, operator, value }
      : { on: subject, field: subject === 'payload' ? `c${index}` : `data.c${index}`, operator, value };

  it.each(['payload', 'subscriber', 'tenant', 'webhook'] as const)('%s', async (subject) => {
    for (const cases of SUBJECT_CASES) {
      const data = values(cases);
      if (subject === 'webhook') loopback.answer({ body: data });
      const identifier = unique('table');
      const created = await management(server, 'POST', '/workflows', {
        name: identifier,
        triggerIdentifier: identifier,
        steps: cases.map(([operator, , expected], index) =>
          inApp([filter('AND', [part(subject, index, operator, expected)])]),
        ),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const subscriberId = unique('table-subscriber');
      await management(server, 'POST', '/subscribers', {
        subscriberId,
        ...(subject === 'subscriber' && { data }),
      });
      const triggered = await management(server, 'POST', '/events/trigger', {
        name: identifier,
        to: subscriberId,
        payload: subject === 'payload' ? data : {},
        ...(subject === 'tenant' && { tenant: { identifier: unique('tenant'), name: 'Faculty', data } }),
      });
      expect(triggered.body.data?.status, JSON.stringify(triggered.body)).toBe('processed');
      await server.herald.worker.drain();
      const got = await statuses({
        transactionId: triggered.body.data.transactionId as string,
        subscriberId,
      });
      expect(
        Object.fromEntries(cases.map(([operator], index) => [operator, got[index]])),
        JSON.stringify(data),
      ).toEqual(
        Object.fromEntries(
          cases.map(([operator, , , result]) => [operator, result ? 'completed' : 'canceled']),
        ),
      );
    }
  });
});

describe('field subjects', () => {
  it('passes a payload filter and records why a subscriber filter stopped the next step', async () => {
    const run = await runs(
      [
        inApp([
          filter('AND', [{ on: 'payload', field: 'grade.score', operator: 'LARGER_EQUAL', value: '70' }]),
        ]),
        inApp([
          filter('AND', [{ on: 'subscriber', field: 'data.faculty', operator: 'EQUAL', value: 'law' }]),
        ]),
      ],
      { grade: { score: 72 } },
      { data: { faculty: 'computing' } },
    );
    expect(await statuses(run)).toEqual(['completed', 'canceled']);
    const filtered = (await details(run)).find((entry) => entry.detail === 'FILTER_STEPS')!;
    expect(filtered.raw.conditions).toEqual([
      {
        filter: 'Subscriber',
        field: 'data.faculty',
        expected: 'law',
        actual: 'computing',
        operator: 'EQUAL',
        passed: false,
      },
    ]);
  });

  it('combines parts with AND and OR, passes when any filter passes, and applies isNegated', async () => {
    const yes = { on: 'payload', field: 'kind', operator: 'EQUAL', value: 'essay' };
    const no = { on: 'payload', field: 'kind', operator: 'EQUAL', value: 'poster' };
    const run = await runs(
      [
        inApp([filter('AND', [yes, no])]),
        inApp([filter('OR', [no, yes])]),
        inApp([filter('AND', [yes, no]), filter('AND', [yes])]),
        inApp([filter('AND', [yes], true)]),
        inApp([filter('AND', [])]),
      ],
      { kind: 'essay' },
    );
    expect(await statuses(run)).toEqual(['canceled', 'completed', 'completed', 'canceled', 'completed']);
  });

  it('renders the value as a template over the payload and subscriber first', async () => {
    const run = await runs(
      [
        inApp([
          filter('AND', [
            { on: 'payload', field: 'owner', operator: 'EQUAL', value: '{{subscriber.firstName}}' },
          ]),
        ]),
      ],
      { owner: 'Ana' },
      { firstName: 'Ana' },
    );
    expect(await statuses(run)).toEqual(['completed']);
  });

  it('sees no tenant when the trigger names none', async () => {
    const run = await runs([
      inApp([filter('AND', [{ on: 'tenant', field: 'identifier', operator: 'IS_DEFINED' }])]),
    ]);
    expect(await statuses(run)).toEqual(['canceled']);
  });
});

describe('online subjects', () => {
  it('isOnline follows the subscriber’s online status', async () => {
    const online = await trigger([inApp([filter('AND', [{ on: 'isOnline', value: true }])])]);
    await management(server, 'PATCH', `/subscribers/${online.subscriberId}/online-status`, {
      isOnline: true,
    });
    await server.herald.worker.drain();
    expect(await statuses(online)).toEqual(['completed']);
    const offline = await runs([inApp([filter('AND', [{ on: 'isOnline', value: true }])])]);
    expect(await statuses(offline)).toEqual(['canceled']);
  });

  it.each([
    ['minutes', 30, 29 * 60_000, 'completed'],
    ['minutes', 30, 31 * 60_000, 'canceled'],
    ['hours', 2, 2 * 3_600_000 + 59 * 60_000, 'completed'],
    ['hours', 2, 3 * 3_600_000, 'canceled'],
    ['days', 1, 47 * 3_600_000, 'completed'],
    ['days', 1, 48 * 3_600_000, 'canceled'],
  ])('isOnlineInLast %s %i, offline for %i ms: %s', async (unit, value, offlineFor, expected) => {
    const run = await trigger([
      inApp([filter('AND', [{ on: 'isOnlineInLast', timeOperator: unit, value }])]),
    ]);
    await management(server, 'PATCH', `/subscribers/${run.subscriberId}/online-status`, { isOnline: false });
    server.advance(offlineFor);
    await server.herald.worker.drain();
    expect(await statuses(run)).toEqual([expected]);
  });

  it('isOnlineInLast fails for a subscriber never seen online', async () => {
    const run = await runs([
      inApp([filter('AND', [{ on: 'isOnlineInLast', timeOperator: 'days', value: 30 }])]),
    ]);
    expect(await statuses(run)).toEqual(['canceled']);
  });
});

describe('previous step subject', () => {
  it.each([
    ['read', { read: 1, seen: 1 }, 'completed'],
    ['read', { read: 0, seen: 1 }, 'canceled'],
    ['unread', { read: 0, seen: 1 }, 'completed'],
    ['seen', { read: 0, seen: 1 }, 'completed'],
    ['unseen', { read: 0, seen: 1 }, 'canceled'],
    ['unseen', { read: 0, seen: 0 }, 'completed'],
  ])('%s with the first message at %j: %s', async (stepType, state, expected) => {
    const run = await trigger([
      { type: 'in_app', content: 'First', uuid: 'first' },
      { type: 'delay', amount: 1, unit: 'hours' },
      inApp([filter('AND', [{ on: 'previousStep', step: 'first', stepType }])]),
    ]);
    await server.herald.worker.drain();
    await server.herald.ctx.db
      .updateTable('messages')
      .set(state)
      .where('transaction_id', '=', run.transactionId)
      .execute();
    server.advance(3_600_000);
    await server.herald.worker.drain();
    expect((await statuses(run))[2]).toBe(expected);
  });
});

describe('webhook subject', () => {
  it('posts the subscriber and payload signed with the environment key and compares a field of the reply', async () => {
    loopback.answer({ body: { plan: { tier: 'gold' } } });
    const before = loopback.requests.length;
    const run = await runs(
      [
        inApp([
          filter('AND', [
            { on: 'payload', field: 'kind', operator: 'EQUAL', value: 'essay' },
            {
              on: 'webhook',
              webhookUrl: `${loopback.url}/filter`,
              field: 'plan.tier',
              operator: 'EQUAL',
              value: 'gold',
            },
          ]),
        ]),
      ],
      { kind: 'essay' },
    );
    expect(await statuses(run)).toEqual(['completed']);
    const [request] = loopback.requests.slice(before);
    expect(request!.json).toMatchObject({
      payload: { kind: 'essay' },
      channel: 'in_app',
      subscriber: { subscriberId: run.subscriberId },
    });
    const signature = createHmac('sha256', server.herald.seed!.apiKey).update(request!.text).digest('hex');
    expect(request!.headers['x-herald-signature']).toBe(signature);
  });

  it('records whether its part passed, never what the webhook answered', async () => {
    loopback.answer({ body: { plan: { tier: 'internal-only-tier' } } });
    const run = await runs([
      inApp([
        filter('AND', [
          {
            on: 'webhook',
            webhookUrl: `${loopback.url}/filter`,
            field: 'plan.tier',
            operator: 'EQUAL',
            value: 'gold',
          },
        ]),
      ]),
    ]);
    expect(await statuses(run)).toEqual(['canceled']);
    const log = await details(run);
    expect(log.find((entry) => entry.detail === 'FILTER_STEPS')!.raw.conditions).toEqual([
      {
        filter: 'Webhook',
        field: 'plan.tier',
        expected: 'gold',
        actual: '',
        operator: 'EQUAL',
        passed: false,
      },
    ]);
    expect(JSON.stringify(log)).not.toContain('internal-only-tier');
  });

  it('is not called when the other AND parts already fail', async () => {
    const before = loopback.requests.length;
    const run = await runs([
      inApp([
        filter('AND', [
          { on: 'payload', field: 'kind', operator: 'EQUAL', value: 'poster' },
          {
            on: 'webhook',
            webhookUrl: `${loopback.url}/filter`,
            field: 'ok',
            operator: 'EQUAL',
            value: 'true',
          },
        ]),
      ]),
    ]);
    expect(await statuses(run)).toEqual(['canceled']);
    expect(loopback.requests.length).toBe(before);
  });

  it('retries a failing webhook with backoff on the job clock, then fails the step and goes on', async () => {
    loopback.answer({ status: 503, body: { error: 'down' } });
    const before = loopback.requests.length;
    const run = await runs([
      inApp([
        filter('AND', [
          {
            on: 'webhook',
            webhookUrl: `${loopback.url}/filter`,
            field: 'ok',
            operator: 'EQUAL',
            value: 'true',
          },
        ]),
      ]),
      { type: 'in_app', content: 'After' },
    ]);
    expect(loopback.requests.length - before).toBe(1);
    expect(await statuses(run)).toEqual(['queued', 'pending']);
    server.advance(2_000);
    await server.herald.worker.drain();
    expect(loopback.requests.length - before).toBe(2);
    server.advance(4_000);
    await server.herald.worker.drain();
    expect(loopback.requests.length - before).toBe(3);
    expect(await statuses(run)).toEqual(['failed', 'completed']);
    const log = (await details(run)).map((entry) => entry.detail);
    expect(log.filter((detail) => detail === 'WEBHOOK_FILTER_FAILED_RETRY')).toHaveLength(2);
    expect(log).toContain('WEBHOOK_FILTER_FAILED_LAST_RETRY');
  });
});

describe('filter validation', () => {
  it('refuses unknown operators and subjects with a 400', async () => {
    for (const bad of [
      { on: 'payload', field: 'x', operator: 'MATCHES', value: '1' },
      { on: 'weather', field: 'x', operator: 'EQUAL', value: '1' },
      { on: 'isOnlineInLast', timeOperator: 'weeks', value: 1 },
      { on: 'webhook', webhookUrl: 'file:///etc/passwd', field: 'x', operator: 'EQUAL' },
    ]) {
      const created = await management(server, 'POST', '/workflows', {
        name: 'bad',
        triggerIdentifier: unique('bad'),
        steps: [inApp([filter('AND', [bad])])],
      });
      expect(created.status, JSON.stringify(bad)).toBe(400);
      expect(created.body.statusCode).toBe(400);
    }
  });
});
