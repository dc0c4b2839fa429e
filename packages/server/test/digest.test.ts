// Digests: the schedule of timed digests (cron presets and repeat rules, several time zones across daylight-saving
// changes), and regular, backoff and timed digests through the worker on an offset clock: events merged per digest
// key, later steps seeing step.digest/events/total_count, MERGED/CREATED/SKIPPED on the jobs, cancel handing over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_PRESETS } from '@herald/protocol';
import { digestStepSchema } from '@herald/protocol/schemas';
import { nextCron, nextTimed } from '../src/notify/engine/schedule.js';
import { management, startServer, type TestServer } from './harness.js';

const at = (iso: string) => new Date(iso);
const timed = (fields: Record<string, unknown>) =>
  digestStepSchema.parse({ type: 'digest', digestType: 'timed', ...fields });

describe('cron schedules', () => {
  it.each([
    [
      'daily 09:00 London, before the spring change',
      '0 9 * * *',
      '2026-03-27T10:00:00Z',
      'Europe/London',
      '2026-03-28T09:00:00.000Z',
    ],
    [
      'daily 09:00 London, on the first summer-time day',
      '0 9 * * *',
      '2026-03-28T10:00:00Z',
      'Europe/London',
      '2026-03-29T08:00:00.000Z',
    ],
    [
      '01:30 London, skipped by the spring change',
      '30 1 * * *',
      '2026-03-28T12:00:00Z',
      'Europe/London',
      '2026-03-29T01:30:00.000Z',
    ],
    [
      '01:30 London, repeated by the autumn change',
      '30 1 * * *',
      '2026-10-24T12:00:00Z',
      'Europe/London',
      '2026-10-25T00:30:00.000Z',
    ],
    [
      'weekdays at midnight New York, over its spring change',
      '0 0 * * 1-5',
      '2026-03-07T12:00:00Z',
      'America/New_York',
      '2026-03-09T04:00:00.000Z',
    ],
    [
      'every 30 minutes Kolkata',
      '*/30 * * * *',
      '2026-03-02T05:10:00Z',
      'Asia/Kolkata',
      '2026-03-02T05:30:00.000Z',
    ],
    ['quarterly UTC', '0 0 1 */3 *', '2026-03-02T00:00:00Z', 'UTC', '2026-04-01T00:00:00.000Z'],
    [
      'day 1 or Sundays (either day field)',
      '0 12 1 * 0',
      '2026-03-02T00:00:00Z',
      'UTC',
      '2026-03-08T12:00:00.000Z',
    ],
  ])('%s', (_name, cron, now, zone, expected) => {
    expect(nextCron(cron, at(now), zone).toISOString()).toBe(expected);
  });

  it('every docs/product.md §9 preset has a next run within its period', () => {
    const now = at('2026-03-02T10:07:00Z');
    for (const preset of SCHEDULE_PRESETS) {
      const next = nextCron(preset.cron, now, 'Europe/Paris').getTime();
      expect(next, preset.id).toBeGreaterThan(now.getTime());
      expect(next - now.getTime(), preset.id).toBeLessThanOrEqual(366 * 86_400_000);
    }
  });

  it('refuses an expression out of range', () => {
    expect(() => nextCron('61 * * * *', at('2026-03-02T00:00:00Z'))).toThrow(/out of range/);
  });
});

/** Three zones, each across both of its daylight-saving changes of 2026 (Sydney's are in April and October). */
const DST_CASES: [zone: string, change: string, now: string, nineAm: string][] = [
  ['Europe/London', 'spring', '2026-03-28T10:00:00Z', '2026-03-29T08:00:00.000Z'],
  ['Europe/London', 'autumn', '2026-10-24T10:00:00Z', '2026-10-25T09:00:00.000Z'],
  ['America/New_York', 'spring', '2026-03-07T15:00:00Z', '2026-03-08T13:00:00.000Z'],
  ['America/New_York', 'autumn', '2026-10-31T14:00:00Z', '2026-11-01T14:00:00.000Z'],
  ['Australia/Sydney', 'autumn (April)', '2026-04-04T00:00:00Z', '2026-04-04T23:00:00.000Z'],
  ['Australia/Sydney', 'spring (October)', '2026-10-03T00:00:00Z', '2026-10-03T22:00:00.000Z'],
];

/** The local time each change skips (run shifted forward by the gap) or repeats (run once), per zone. */
const DST_NIGHT_CASES: [
  zone: string,
  change: string,
  time: string,
  now: string,
  first: string,
  after: string,
][] = [
  [
    'America/New_York',
    'spring',
    '02:30',
    '2026-03-07T12:00:00Z',
    '2026-03-08T07:30:00.000Z',
    '2026-03-09T06:30:00.000Z',
  ],
  [
    'America/New_York',
    'autumn',
    '01:30',
    '2026-10-31T12:00:00Z',
    '2026-11-01T05:30:00.000Z',
    '2026-11-02T06:30:00.000Z',
  ],
  [
    'Australia/Sydney',
    'autumn (April)',
    '02:30',
    '2026-04-04T00:00:00Z',
    '2026-04-04T15:30:00.000Z',
    '2026-04-05T16:30:00.000Z',
  ],
  [
    'Australia/Sydney',
    'spring (October)',
    '02:30',
    '2026-10-03T00:00:00Z',
    '2026-10-03T16:30:00.000Z',
    '2026-10-04T15:30:00.000Z',
  ],
  [
    'Europe/London',
    'spring',
    '01:30',
    '2026-03-28T12:00:00Z',
    '2026-03-29T01:30:00.000Z',
    '2026-03-30T00:30:00.000Z',
  ],
  [
    'Europe/London',
    'autumn',
    '01:30',
    '2026-10-24T12:00:00Z',
    '2026-10-25T00:30:00.000Z',
    '2026-10-26T01:30:00.000Z',
  ],
];

describe('daylight-saving changes in three zones, cron and repeat rules alike', () => {
  it.each(DST_CASES)('09:00 daily in %s over its %s change', (zone, _change, now, nineAm) => {
    expect(nextCron('0 9 * * *', at(now), zone).toISOString()).toBe(nineAm);
    expect(
      nextTimed(timed({ unit: 'days', timed: { atTime: '09:00', timezone: zone } }), at(now)).toISOString(),
    ).toBe(nineAm);
  });

  it.each(DST_NIGHT_CASES)('%s over its %s change at %s', (zone, _change, time, now, first, after) => {
    const [hour, minute] = time.split(':').map(Number);
    const cron = `${minute} ${hour} * * *`;
    const daily = timed({ unit: 'days', timed: { atTime: time, timezone: zone } });
    expect(nextCron(cron, at(now), zone).toISOString()).toBe(first);
    expect(nextTimed(daily, at(now)).toISOString()).toBe(first);
    // The run after it is the next day's: a repeated hour does not run twice.
    expect(nextCron(cron, at(first), zone).toISOString()).toBe(after);
    expect(nextTimed(daily, at(first)).toISOString()).toBe(after);
  });
});

describe('timed repeat rules', () => {
  it.each([
    ['every 2 hours', { unit: 'hours', amount: 2 }, '2026-03-02T10:00:00Z', '2026-03-02T12:00:00.000Z'],
    [
      'daily at 09:30 Kolkata',
      { unit: 'days', timed: { atTime: '09:30', timezone: 'Asia/Kolkata' } },
      '2026-03-02T05:00:00Z',
      '2026-03-03T04:00:00.000Z',
    ],
    [
      'daily at 09:00 London across the change',
      { unit: 'days', timed: { atTime: '09:00', timezone: 'Europe/London' } },
      '2026-03-28T10:00:00Z',
      '2026-03-29T08:00:00.000Z',
    ],
    [
      'weekly Monday and Thursday',
      { unit: 'weeks', timed: { atTime: '08:00', weekDays: ['monday', 'thursday'] } },
      '2026-03-03T10:00:00Z',
      '2026-03-05T08:00:00.000Z',
    ],
    [
      'every 2 weeks on Monday and Thursday',
      { unit: 'weeks', amount: 2, timed: { atTime: '08:00', weekDays: ['monday', 'thursday'] } },
      '2026-03-06T10:00:00Z',
      '2026-03-16T08:00:00.000Z',
    ],
    [
      'each 31st (months without one are passed)',
      { unit: 'months', timed: { atTime: '00:00', monthDays: [31] } },
      '2026-04-05T00:00:00Z',
      '2026-05-31T00:00:00.000Z',
    ],
    [
      'on the last weekday',
      {
        unit: 'months',
        timed: { atTime: '17:00', monthlyType: 'on', ordinal: 'last', ordinalValue: 'weekday' },
      },
      '2026-03-02T00:00:00Z',
      '2026-03-31T17:00:00.000Z',
    ],
    [
      'on the 2nd Tuesday',
      {
        unit: 'months',
        timed: { atTime: '00:00', monthlyType: 'on', ordinal: '2', ordinalValue: 'tuesday' },
      },
      '2026-03-02T00:00:00Z',
      '2026-03-10T00:00:00.000Z',
    ],
    [
      'on the 1st weekend day',
      {
        unit: 'months',
        timed: { atTime: '00:00', monthlyType: 'on', ordinal: '1', ordinalValue: 'weekend' },
      },
      '2026-03-02T00:00:00Z',
      '2026-04-04T00:00:00.000Z',
    ],
    [
      'on the 5th Friday',
      { unit: 'months', timed: { atTime: '00:00', monthlyType: 'on', ordinal: '5', ordinalValue: 'friday' } },
      '2026-03-02T00:00:00Z',
      '2026-05-29T00:00:00.000Z',
    ],
    [
      'on the 3rd day',
      { unit: 'months', timed: { atTime: '06:00', monthlyType: 'on', ordinal: '3', ordinalValue: 'day' } },
      '2026-03-02T00:00:00Z',
      '2026-03-03T06:00:00.000Z',
    ],
    [
      'on the last day',
      { unit: 'months', timed: { atTime: '06:00', monthlyType: 'on', ordinal: 'last', ordinalValue: 'day' } },
      '2026-03-02T00:00:00Z',
      '2026-03-31T06:00:00.000Z',
    ],
    [
      'on the 4th Sunday, New York',
      {
        unit: 'months',
        timed: {
          atTime: '10:00',
          monthlyType: 'on',
          ordinal: '4',
          ordinalValue: 'sunday',
          timezone: 'America/New_York',
        },
      },
      '2026-03-02T00:00:00Z',
      '2026-03-22T14:00:00.000Z',
    ],
  ])('%s', (_name, fields, now, expected) => {
    expect(nextTimed(timed(fields), at(now)).toISOString()).toBe(expected);
  });

  it.each([
    ['days without a time', { unit: 'days' }],
    ['weeks without days', { unit: 'weeks', timed: { atTime: '09:00' } }],
    ['months each without days', { unit: 'months', timed: { atTime: '09:00' } }],
    ['months on without an ordinal', { unit: 'months', timed: { atTime: '09:00', monthlyType: 'on' } }],
    ['a day 32', { unit: 'months', timed: { atTime: '09:00', monthDays: [32] } }],
    ['a 25-hour time', { unit: 'days', timed: { atTime: '25:00' } }],
    ['an unknown zone', { unit: 'days', timed: { atTime: '09:00', timezone: 'Mars/Olympus' } }],
    ['a four-field cron', { timed: { cron: '0 9 * *' } }],
  ])('refuses %s', (_name, fields) => {
    expect(digestStepSchema.safeParse({ type: 'digest', digestType: 'timed', ...fields }).success).toBe(
      false,
    );
  });
});

let server: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function workflow(digest: Record<string, unknown>) {
  const identifier = unique('digest');
  const created = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps: [
      { type: 'digest', ...digest },
      {
        type: 'in_app',
        content:
          '{{step.total_count}} {{#if step.digest}}digested{{else}}single{{/if}}: {{#each step.events}}{{title}};{{/each}}',
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return identifier;
}

async function send(identifier: string, subscriberId: string, payload: Record<string, unknown>) {
  const triggered = await management(server, 'POST', '/events/trigger', {
    name: identifier,
    to: subscriberId,
    payload,
  });
  await server.herald.worker.drain();
  return triggered.body.data.transactionId as string;
}

async function jobs(transactionId: string) {
  return server.herald.ctx.db
    .selectFrom('jobs')
    .select(['step_type', 'status', 'digest_result'])
    .where('transaction_id', '=', transactionId)
    .orderBy('step_index')
    .execute();
}

async function messages(subscriberId: string) {
  const rows = await server.herald.ctx.db
    .selectFrom('messages')
    .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
    .select('messages.content')
    .where('subscribers.subscriber_id', '=', subscriberId)
    .orderBy('messages.created_at')
    .execute();
  return rows.map((row) => row.content);
}

describe('regular digest', () => {
  it('merges the events of its window into one message with the count, recording the result on each job', async () => {
    const identifier = await workflow({ amount: 10, unit: 'minutes' });
    const subscriberId = unique('student');
    const first = await send(identifier, subscriberId, { title: 'A' });
    server.advance(60_000);
    const second = await send(identifier, subscriberId, { title: 'B' });
    const third = await send(identifier, subscriberId, { title: 'C' });
    expect(await messages(subscriberId)).toEqual([]);
    expect(await jobs(first)).toMatchObject([
      { status: 'delayed', digest_result: 'CREATED' },
      { status: 'pending' },
    ]);
    expect(await jobs(second)).toMatchObject([
      { status: 'merged', digest_result: 'MERGED' },
      { status: 'merged' },
    ]);
    server.advance(9 * 60_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual(['3 digested: A;B;C;']);
    expect(await jobs(first)).toMatchObject([{ status: 'completed' }, { status: 'completed' }]);
    expect(await jobs(third)).toMatchObject([
      { status: 'merged', digest_result: 'MERGED' },
      { status: 'merged' },
    ]);
    // The next event after the window starts a new digest.
    await send(identifier, subscriberId, { title: 'D' });
    server.advance(10 * 60_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual(['3 digested: A;B;C;', '1 digested: D;']);
  });

  it('keeps events with different digest-key values apart', async () => {
    const identifier = await workflow({ amount: 1, unit: 'hours', digestKey: 'course.id' });
    const subscriberId = unique('student');
    await send(identifier, subscriberId, { title: 'Law 1', course: { id: 'law' } });
    await send(identifier, subscriberId, { title: 'Art 1', course: { id: 'art' } });
    await send(identifier, subscriberId, { title: 'Law 2', course: { id: 'law' } });
    server.advance(3_600_000);
    await server.herald.worker.drain();
    expect((await messages(subscriberId)).sort()).toEqual(['1 digested: Art 1;', '2 digested: Law 1;Law 2;']);
  });

  it('waits whole weeks for a weeks window (the platform read weeks as seconds)', async () => {
    const identifier = await workflow({ amount: 1, unit: 'weeks' });
    const subscriberId = unique('student');
    await send(identifier, subscriberId, { title: 'A' });
    server.advance(6 * 86_400_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual([]);
    server.advance(86_400_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual(['1 digested: A;']);
  });

  it('hands a canceled digest’s events to the oldest merged one, which fires at the same time', async () => {
    const identifier = await workflow({ amount: 10, unit: 'minutes' });
    const subscriberId = unique('student');
    const first = await send(identifier, subscriberId, { title: 'A' });
    const second = await send(identifier, subscriberId, { title: 'B' });
    await send(identifier, subscriberId, { title: 'C' });
    expect((await management(server, 'DELETE', `/events/trigger/${first}`)).body.data).toBe(true);
    expect(await jobs(second)).toMatchObject([
      { status: 'delayed', digest_result: 'CREATED' },
      { status: 'pending' },
    ]);
    server.advance(10 * 60_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual(['2 digested: B;C;']);
  });
});

describe('backoff digest', () => {
  it('sends the first event at once, then digests events that follow within the backoff window', async () => {
    const identifier = await workflow({
      digestType: 'backoff',
      amount: 5,
      unit: 'minutes',
      backoffAmount: 2,
      backoffUnit: 'minutes',
    });
    const subscriberId = unique('student');
    const first = await send(identifier, subscriberId, { title: 'A' });
    expect(await jobs(first)).toMatchObject([
      { status: 'skipped', digest_result: 'SKIPPED' },
      { status: 'completed' },
    ]);
    expect(await messages(subscriberId)).toEqual(['1 single: A;']);
    server.advance(60_000);
    const second = await send(identifier, subscriberId, { title: 'B' });
    const third = await send(identifier, subscriberId, { title: 'C' });
    expect((await jobs(second))[0]).toMatchObject({ status: 'delayed', digest_result: 'CREATED' });
    expect((await jobs(third))[0]).toMatchObject({ status: 'merged', digest_result: 'MERGED' });
    server.advance(5 * 60_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual(['1 single: A;', '2 digested: B;C;']);
    // Long after, the next event is a first one again.
    server.advance(60 * 60_000);
    const later = await send(identifier, subscriberId, { title: 'D' });
    expect((await jobs(later))[0]).toMatchObject({ digest_result: 'SKIPPED' });
  });
});

describe('timed digest', () => {
  it('fires on its cron schedule with the events gathered until then', async () => {
    const identifier = await workflow({
      digestType: 'timed',
      timed: { cron: '*/5 * * * *', timezone: 'Europe/Berlin' },
    });
    const subscriberId = unique('student');
    const first = await send(identifier, subscriberId, { title: 'A' });
    await send(identifier, subscriberId, { title: 'B' });
    const job = await server.herald.ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('transaction_id', '=', first)
      .where('step_type', '=', 'digest')
      .executeTakeFirstOrThrow();
    const runAt = new Date(job.run_at!);
    expect(runAt.getUTCMinutes() % 5).toBe(0);
    expect(runAt.getUTCSeconds()).toBe(0);
    server.advance(5 * 60_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual(['2 digested: A;B;']);
  });

  it('refuses a timed digest without its schedule with a 400', async () => {
    const created = await management(server, 'POST', '/workflows', {
      name: 'bad',
      triggerIdentifier: unique('bad'),
      steps: [{ type: 'digest', digestType: 'timed', unit: 'weeks', timed: { atTime: '09:00' } }],
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/weekDays/);
  });
});

describe('timed digest through the worker across a daylight-saving change', () => {
  it.each([
    ['America/New_York', '2026-10-31T14:00:00Z', '2026-11-01T14:00:00.000Z'],
    ['Australia/Sydney', '2026-10-03T00:00:00Z', '2026-10-03T22:00:00.000Z'],
  ])('gathers until 09:00 in %s on the day the clocks change', async (zone, now, nineAm) => {
    // The server clock stands at `now` (the last tests of this file run on it).
    server.freeze(at(now).getTime());
    const identifier = await workflow({
      digestType: 'timed',
      unit: 'days',
      timed: { atTime: '09:00', timezone: zone },
    });
    const subscriberId = unique('student');
    const first = await send(identifier, subscriberId, { title: 'A' });
    server.advance(1_000);
    await send(identifier, subscriberId, { title: 'B' });
    server.advance(1_000);
    await send(identifier, subscriberId, { title: 'C' });
    const digest = await server.herald.ctx.db
      .selectFrom('jobs')
      .select('run_at')
      .where('transaction_id', '=', first)
      .where('step_type', '=', 'digest')
      .executeTakeFirstOrThrow();
    expect(digest.run_at).toBe(nineAm);
    server.advance(at(nineAm).getTime() - server.herald.ctx.now().getTime() - 60_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual([]);
    server.advance(60_000);
    await server.herald.worker.drain();
    expect(await messages(subscriberId)).toEqual(['3 digested: A;B;C;']);
  });
});
