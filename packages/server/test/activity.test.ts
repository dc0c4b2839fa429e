// The activity log through the management API: notifications filtered by channel, job status, workflow,
// subscriber, transaction, dates and text, paged newest first; one notification with its jobs and their execution
// details in order; execution details by notification and subscriber; bad queries answered 400; the retention
// purge on the worker's clock; and what the API execution log queue flag switches.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION_LOG_CODE } from '@herald/protocol';
import { loadConfig } from '../src/config.js';
import { management, startServer, type TestServer } from './harness.js';

let server: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function workflow(target: TestServer, name: string, steps: unknown[]) {
  const identifier = unique(name);
  const created = await management(target, 'POST', '/workflows', {
    name: `${name} workflow`,
    triggerIdentifier: identifier,
    steps,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return identifier;
}

async function trigger(target: TestServer, name: string, to: unknown, payload: Record<string, unknown> = {}) {
  const triggered = await management(target, 'POST', '/events/trigger', { name, to, payload });
  expect(triggered.status, JSON.stringify(triggered.body)).toBe(201);
  await target.herald.worker.drain();
  return triggered.body.data.transactionId as string;
}

const ids = (body: { data: { transactionId: string }[] }) => body.data.map((item) => item.transactionId);

describe('listing', () => {
  let inApp: string;
  let email: string;
  let ana: string;
  let ben: string;
  let first: string;
  let second: string;
  let third: string;
  let startedAt: Date;

  beforeAll(async () => {
    inApp = await workflow(server, 'Grades', [{ type: 'in_app', content: 'Grade {{grade}}' }]);
    email = await workflow(server, 'Deadlines', [
      { type: 'email', subject: 'Deadline', body: '<p>{{when}}</p>' },
    ]);
    ana = unique('ana');
    ben = unique('ben');
    await management(server, 'POST', '/subscribers', { subscriberId: ana, email: `${ana}@herald.test` });
    // Ben has no email address, so his email step fails.
    await management(server, 'POST', '/subscribers', { subscriberId: ben });
    startedAt = server.herald.ctx.now();
    first = await trigger(server, inApp, ana, { grade: 'A' });
    server.advance(60 * 60_000);
    second = await trigger(server, email, ana, { when: 'Friday' });
    server.advance(60_000);
    third = await trigger(server, email, ben, { when: 'Monday' });
  });

  const list = async (query: string) => {
    const answer = await management(server, 'GET', `/notifications?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const both = () => `workflow=${inApp}&workflow=${email}`;

  it('lists notifications newest first with their workflow, subscriber, channels, payload and jobs', async () => {
    const body = await list(both());
    expect(ids(body)).toEqual([third, second, first]);
    expect(body.data[2]).toMatchObject({
      transactionId: first,
      workflow: { name: 'Grades workflow', triggerIdentifier: inApp },
      subscriber: { subscriberId: ana, email: `${ana}@herald.test` },
      channels: ['in_app'],
      payload: { grade: 'A' },
      jobs: [{ type: 'in_app', status: 'completed', stepIndex: 0, error: null }],
    });
    expect(body.data[0].jobs).toEqual([
      expect.objectContaining({ type: 'email', status: 'failed', error: 'Subscriber has no email address' }),
    ]);
  });

  it.each([
    ['channel', () => `${both()}&channel=email`, () => [third, second]],
    ['several channels', () => `${both()}&channel=email&channel=in_app`, () => [third, second, first]],
    ['job status', () => `${both()}&status=failed`, () => [third]],
    ['subscriber', () => `${both()}&subscriberId=${ben}`, () => [third]],
    ['transaction', () => `transactionId=${second}`, () => [second]],
    [
      'start date',
      () => `${both()}&after=${new Date(startedAt.getTime() + 1_000).toISOString()}`,
      () => [third, second],
    ],
    [
      'end date',
      () => `${both()}&before=${new Date(startedAt.getTime() + 1_000).toISOString()}`,
      () => [first],
    ],
    ['text in the workflow name, any case', () => `${both()}&search=DEADLINE`, () => [third, second]],
    ['text in the subscriber email', () => `${both()}&search=${ana}%40herald`, () => [second, first]],
    ['a wildcard searched as itself', () => `${both()}&search=%25`, () => []],
  ])('filters by %s', async (_name, query, expected) => {
    expect(ids(await list(query()))).toEqual(expected());
  });

  it('pages with hasMore', async () => {
    const page0 = await list(`${both()}&limit=2`);
    expect(ids(page0)).toEqual([third, second]);
    expect(page0).toMatchObject({ page: 0, pageSize: 2, hasMore: true });
    const page1 = await list(`${both()}&limit=2&page=1`);
    expect(ids(page1)).toEqual([first]);
    expect(page1.hasMore).toBe(false);
  });

  it.each([
    ['limit=0', /limit must be at least 1/],
    ['limit=101', /limit must be at most 100/],
    ['page=x', /page must be a whole number/],
    ['channel=fax', /channel must be one of/],
    ['status=lost', /status must be one of/],
    ['after=yesterday', /after must be an ISO date/],
    ['transactionId=a&transactionId=b', /transactionId must be given once/],
    ['colour=red', /colour|Unrecognized/i],
  ])('refuses %s with a 400', async (query, message) => {
    const answer = await management(server, 'GET', `/notifications?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400 });
    expect(answer.body.message).toMatch(message);
  });

  it('refuses a caller without a valid API key', async () => {
    const other = await management(
      server,
      'GET',
      `/notifications?transactionId=${first}`,
      undefined,
      'nokey',
    );
    expect(other.status).toBe(401);
  });
});

describe('one notification', () => {
  it('shows its jobs in step order with their execution details in the order they happened', async () => {
    const identifier = await workflow(server, 'Digested', [
      { type: 'digest', amount: 5, unit: 'minutes' },
      { type: 'in_app', content: '{{step.total_count}} updates' },
    ]);
    const subscriberId = unique('cara');
    const transactionId = await trigger(server, identifier, subscriberId);
    server.advance(5 * 60_000);
    await server.herald.worker.drain();
    const listed = await management(server, 'GET', `/notifications?transactionId=${transactionId}`);
    const id = listed.body.data[0]._id as string;

    const answer = await management(server, 'GET', `/notifications/${id}`);
    expect(answer.status).toBe(200);
    const jobs = answer.body.data.jobs as {
      type: string;
      digestResult: string | null;
      executionDetails: [];
    }[];
    expect(jobs.map((job) => [job.type, job.digestResult])).toEqual([
      ['digest', 'CREATED'],
      ['in_app', null],
    ]);
    const entries = jobs.map((job) =>
      job.executionDetails.map((entry: { detail: string; code: number | null; status: string }) =>
        [entry.detail, entry.code, entry.status].join(' '),
      ),
    );
    expect(entries).toEqual([
      ['START_DIGESTING  Pending', 'STEP_DIGESTED  Pending', 'DIGEST_TRIGGERED_EVENTS  Success'],
      [`MESSAGE_CREATED ${EXECUTION_LOG_CODE.IN_APP_MESSAGE_CREATED} Success`],
    ]);
  });

  it('answers 404 for an unknown notification', async () => {
    const answer = await management(server, 'GET', '/notifications/0123456789abcdef01234567');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, message: 'Notification not found' });
  });
});

describe('execution details', () => {
  it('reads a notification’s details, and only when it belongs to the given subscriber', async () => {
    const identifier = await workflow(server, 'Notice', [{ type: 'in_app', content: 'Notice' }]);
    const dana = unique('dana');
    const transactionId = await trigger(server, identifier, dana);
    const listed = await management(server, 'GET', `/notifications?transactionId=${transactionId}`);
    const id = listed.body.data[0]._id as string;

    const mine = await management(
      server,
      'GET',
      `/execution-details?notificationId=${id}&subscriberId=${dana}`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((entry: { detail: string }) => entry.detail)).toEqual([
      'TRIGGER_RECEIVED',
      'MESSAGE_CREATED',
    ]);
    expect(mine.body.data[0]).toMatchObject({ transactionId, notificationId: id, source: 'Internal' });
    const others = await management(
      server,
      'GET',
      `/execution-details?notificationId=${id}&subscriberId=nobody`,
    );
    expect(others.body.data).toEqual([]);
    const byTransaction = await management(
      server,
      'GET',
      `/execution-details?transactionId=${transactionId}`,
    );
    expect(byTransaction.body.data.map((entry: { detail: string }) => entry.detail)).toEqual([
      'TRIGGER_RECEIVED',
      'TRIGGER_PROCESSED',
      'MESSAGE_CREATED',
    ]);
  });

  it('needs a transaction or a notification', async () => {
    const answer = await management(server, 'GET', '/execution-details?subscriberId=dana');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/transactionId or a notificationId/);
  });
});

describe('retention', () => {
  it('reads ACTIVITY_RETENTION_DAYS, 30 days unless set', () => {
    expect(loadConfig({}).activityRetentionDays).toBe(30);
    expect(loadConfig({ ACTIVITY_RETENTION_DAYS: '7' }).activityRetentionDays).toBe(7);
    expect(() => loadConfig({ ACTIVITY_RETENTION_DAYS: 'soon' })).toThrow(/ACTIVITY_RETENTION_DAYS/);
  });

  it('purges finished notifications older than the retention on the worker clock, keeping messages and work in progress', async () => {
    const own = await startServer({ activityRetentionDays: 30 });
    try {
      const day = 24 * 60 * 60_000;
      const notice = await workflow(own, 'Notice', [{ type: 'in_app', content: 'Notice' }]);
      const digest = await workflow(own, 'Monthly', [
        { type: 'digest', amount: 60, unit: 'days' },
        { type: 'in_app', content: '{{step.total_count}} events' },
      ]);
      const done = await trigger(own, notice, 'eli');
      const gathering = await trigger(own, digest, 'eli');
      const merged = await trigger(own, digest, 'eli');
      const detailsOf = async (transactionId: string) =>
        (await management(own, 'GET', `/execution-details?transactionId=${transactionId}`)).body.data.length;
      const listed = async () =>
        ids((await management(own, 'GET', `/notifications?subscriberId=eli&limit=100`)).body).sort();

      own.advance(29 * day);
      await own.herald.worker.drain();
      expect(await listed()).toEqual([done, gathering, merged].sort());

      own.advance(2 * day);
      await own.herald.worker.drain();
      // The finished one is gone with its details; the waiting digest and the event merged into it stay.
      expect(await listed()).toEqual([gathering, merged].sort());
      expect(await detailsOf(done)).toBe(0);
      expect(await detailsOf(gathering)).toBeGreaterThan(0);

      own.advance(29 * day);
      await own.herald.worker.drain();
      own.advance(31 * day);
      await own.herald.worker.drain();
      expect(await listed()).toEqual([]);
      expect(await detailsOf(merged)).toBe(0);
      const messages = await own.herald.ctx.db
        .selectFrom('messages')
        .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
        .select('messages.content')
        .where('subscribers.subscriber_id', '=', 'eli')
        .orderBy('messages.created_at')
        .execute();
      expect(messages.map((message) => message.content)).toEqual(['Notice', '2 events']);
    } finally {
      await own.stop();
    }
  });
});

describe('API execution log queue flag', () => {
  /** An SMS vendor on loopback that, while a message is being sent, reads what the job has logged so far. */
  async function vendor(target: () => TestServer) {
    const seen: string[][] = [];
    const http: Server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        void target()
          .herald.ctx.db.selectFrom('execution_logs')
          .select('detail')
          .where('job_id', 'is not', null)
          .orderBy('created_at')
          .orderBy('seq')
          .execute()
          .then((rows) => {
            seen.push(rows.map((row) => row.detail));
            response.writeHead(200, { 'content-type': 'application/json' });
            response.end(JSON.stringify({ data: { id: 'sms-1' } }));
          });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
    const { port } = http.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((done) => http.close(done)) };
  }

  it.each([
    [true, []],
    [false, ['INTEGRATION_INSTANCE_SELECTED', 'MESSAGE_CREATED']],
  ])('with the flag %s, a job’s details written during the send are %j', async (queued, during) => {
    const own = await startServer({
      features: { ...loadConfig({}).features, apiExecutionLogQueue: queued },
    });
    const sms = await vendor(() => own);
    try {
      const created = await management(own, 'POST', '/integrations', {
        providerId: 'generic-sms',
        channel: 'sms',
        credentials: {
          baseUrl: `${sms.url}/sms`,
          apiKeyRequestHeader: 'X-API-KEY',
          apiKey: 'k',
          from: 'Herald',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const identifier = await workflow(own, 'Text', [{ type: 'sms', content: 'Hello' }]);
      await management(own, 'POST', '/subscribers', { subscriberId: 'fay', phone: '+447700900123' });
      const transactionId = await trigger(own, identifier, 'fay');
      expect(sms.seen).toEqual([during]);
      const log = await management(own, 'GET', `/execution-details?transactionId=${transactionId}`);
      expect(log.body.data.map((entry: { detail: string }) => entry.detail)).toEqual([
        'TRIGGER_RECEIVED',
        'TRIGGER_PROCESSED',
        'INTEGRATION_INSTANCE_SELECTED',
        'MESSAGE_CREATED',
        'MESSAGE_SENT',
      ]);
    } finally {
      await sms.close();
      await own.stop();
    }
  });
});
