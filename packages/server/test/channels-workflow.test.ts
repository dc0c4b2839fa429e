// One workflow end to end: three triggers merged by a digest, a payload filter, email through a Custom SMTP
// integration to a real SMTP server on loopback, SMS through the generic SMS provider on a loopback server, and an
// in-app message with the digest count; the execution log shows each step's entries in order. Another
// subscriber's events fail the payload filter: only their in-app message goes out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { EXECUTION_LOG_CODE } from '@herald/protocol';
import { management, startServer, type TestServer } from './harness.js';
import { startLoopback, type Loopback } from './providers/loopback.js';
import { signUp } from './platform-support.js';
import { setOrganizationPlan } from '../src/platform/plans.js';

let server: TestServer;
/** An organisation's own environment: a mail server of its choosing is its own (outbound-allow.test.ts). */
let apiKey: string;
const manage = (method: string, pathname: string, body?: unknown) =>
  management(server, method, pathname, body, apiKey);
let loopback: Loopback;
let smtp: SMTPServer;
const mails: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  [server, loopback] = await Promise.all([startServer({ platformSignUpsPerHour: 1000 }), startLoopback()]);
  const organisation = await signUp(server);
  await setOrganizationPlan(server.herald.ctx, organisation.organizationId, 'unlimited');
  apiKey = organisation.environments[0]!.apiKey.key;
});
afterAll(async () => {
  await Promise.all([
    server.stop(),
    loopback.close(),
    new Promise<void>((resolve) => smtp.close(() => resolve())),
  ]);
});

it('digests three events, filters on the payload and delivers by email, SMS and in-app', async () => {
  const port = (smtp.server.address() as { port: number }).port;
  for (const body of [
    {
      providerId: 'nodemailer',
      channel: 'email',
      credentials: { host: '127.0.0.1', port, from: 'registry@herald.test', senderName: 'Registry' },
    },
    {
      providerId: 'generic-sms',
      channel: 'sms',
      credentials: {
        baseUrl: `${loopback.url}/sms`,
        apiKeyRequestHeader: 'X-API-KEY',
        apiKey: 'k',
        from: 'Herald',
      },
    },
  ]) {
    expect((await manage('POST', '/integrations', body)).status).toBe(201);
  }
  const lawOnly = [
    { value: 'AND', children: [{ on: 'payload', field: 'faculty', operator: 'EQUAL', value: 'law' }] },
  ];
  const workflow = await manage('POST', '/workflows', {
    name: 'Comments digest',
    triggerIdentifier: 'comments-digest',
    steps: [
      { type: 'digest', amount: 30, unit: 'minutes' },
      {
        type: 'email',
        subject: '{{step.total_count}} new comments',
        body: '<ul>{{#each step.events}}<li>{{author}}</li>{{/each}}</ul>',
        filters: lawOnly,
      },
      { type: 'sms', content: '{{step.total_count}} new comments on your essay', filters: lawOnly },
      {
        type: 'in_app',
        content: '{{pluralize step.total_count "comment" "comments"}}: {{step.total_count}}',
      },
    ],
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  await manage('POST', '/subscribers', {
    subscriberId: 'student-e2e',
    email: 'ana@herald.test',
    phone: '+447700900555',
  });

  await manage('POST', '/subscribers', {
    subscriberId: 'student-e2e-art',
    email: 'ben@herald.test',
    phone: '+447700900556',
  });
  loopback.answer({ body: { data: { id: 'sms-e2e' } } });

  const transactions: string[] = [];
  const artTransactions: string[] = [];
  for (const author of ['Cora', 'Dan', 'Eve']) {
    const triggered = await manage('POST', '/events/trigger', {
      name: 'comments-digest',
      to: 'student-e2e',
      payload: { author, faculty: 'law' },
    });
    transactions.push(triggered.body.data.transactionId);
    // Another student's comments, in another faculty: the payload filter keeps them off email and SMS.
    const art = await manage('POST', '/events/trigger', {
      name: 'comments-digest',
      to: 'student-e2e-art',
      payload: { author, faculty: 'art' },
    });
    artTransactions.push(art.body.data.transactionId);
    await server.herald.worker.drain();
    server.advance(60_000);
  }
  expect(mails).toHaveLength(0);
  server.advance(30 * 60_000);
  await server.herald.worker.drain();

  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatch(/Subject: 3 new comments/);
  expect(mails[0]).toMatch(/<li>Cora<\/li><li>Dan<\/li><li>Eve<\/li>/);
  const sms = loopback.requests.filter((request) => request.path === '/sms');
  expect(sms).toHaveLength(1);
  expect(sms[0]!.json).toMatchObject({ to: '+447700900555', content: '3 new comments on your essay' });
  const inApp = await server.herald.ctx.db
    .selectFrom('messages')
    .select('content')
    .where('transaction_id', 'in', transactions)
    .where('channel', '=', 'in_app')
    .execute();
  expect(inApp.map((message) => message.content)).toEqual(['comments: 3']);
  const artInApp = await server.herald.ctx.db
    .selectFrom('messages')
    .select(['channel', 'content'])
    .where('transaction_id', 'in', artTransactions)
    .execute();
  expect(artInApp).toEqual([{ channel: 'in_app', content: 'comments: 3' }]);
  const artLog = await manage('GET', `/execution-details?transactionId=${artTransactions[0]}`);
  expect(artLog.body.data.map((entry: { detail: string }) => entry.detail)).toEqual([
    'TRIGGER_RECEIVED',
    'TRIGGER_PROCESSED',
    'START_DIGESTING',
    'STEP_DIGESTED',
    'DIGEST_TRIGGERED_EVENTS',
    'FILTER_STEPS',
    'FILTER_STEPS',
    'MESSAGE_CREATED',
  ]);

  const log = await manage('GET', `/execution-details?transactionId=${transactions[0]}`);
  const entries = (log.body.data as { code: number | null; detail: string }[]).map((entry) =>
    entry.code ? `${entry.detail}:${entry.code}` : entry.detail,
  );
  expect(entries).toEqual([
    `TRIGGER_RECEIVED:${EXECUTION_LOG_CODE.TRIGGER_RECEIVED}`,
    `TRIGGER_PROCESSED:${EXECUTION_LOG_CODE.TRIGGER_PROCESSED}`,
    'START_DIGESTING',
    'STEP_DIGESTED',
    'DIGEST_TRIGGERED_EVENTS',
    'INTEGRATION_INSTANCE_SELECTED',
    'MESSAGE_CREATED',
    'MESSAGE_SENT',
    'INTEGRATION_INSTANCE_SELECTED',
    'MESSAGE_CREATED',
    'MESSAGE_SENT',
    `MESSAGE_CREATED:${EXECUTION_LOG_CODE.IN_APP_MESSAGE_CREATED}`,
  ]);
  const merged = await manage('GET', `/execution-details?transactionId=${transactions[1]}`);
  expect(merged.body.data.map((entry: { detail: string }) => entry.detail)).toContain('DIGEST_MERGED');
});
