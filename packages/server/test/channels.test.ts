// SMS, chat and push steps (and email through an integration): delivered through the environment's integrations
// to loopback servers, with the docs/product.md §8 codes when an integration, a phone, a chat channel or a
// device token is missing.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { EXECUTION_LOG_CODE } from '@herald/protocol';
import { management as manage, startServer, type TestServer } from './harness.js';
import { signUp } from './platform-support.js';
import { startLoopback, type Loopback } from './providers/loopback.js';

let server: TestServer;
let bare: TestServer;
let loopback: Loopback;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

/**
 * Each server's management API key: the main one's is a signed-up organisation's environment, since an e-mail
 * webhook is not for the product environment's API key (its mail carries password resets).
 */
const keys = new Map<TestServer, string>();
const management = (target: TestServer, method: string, pathname: string, body?: unknown) =>
  manage(target, method, pathname, body, keys.get(target));

beforeAll(async () => {
  [server, bare, loopback] = await Promise.all([
    startServer({ platformSignUpsPerHour: 1000 }),
    startServer(),
    startLoopback(),
  ]);
  keys.set(server, (await signUp(server)).environments[0]!.apiKey.key);
  const integrations = [
    {
      providerId: 'generic-sms',
      channel: 'sms',
      credentials: {
        baseUrl: `${loopback.url}/sms`,
        apiKeyRequestHeader: 'X-API-KEY',
        apiKey: 'sms-key',
        from: 'Herald',
      },
    },
    { providerId: 'discord', channel: 'chat', credentials: {} },
    {
      providerId: 'push-webhook',
      channel: 'push',
      credentials: { webhookUrl: `${loopback.url}/push`, secretKey: 'push-secret-0123456789' },
    },
    {
      providerId: 'email-webhook',
      channel: 'email',
      credentials: {
        webhookUrl: `${loopback.url}/email`,
        secretKey: 'email-secret-0123456789',
        from: 'registry@herald.test',
        senderName: 'Registry',
      },
    },
  ];
  for (const body of integrations) {
    const created = await management(server, 'POST', '/integrations', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
});
afterAll(async () => {
  await Promise.all([server.stop(), bare.stop(), loopback.close()]);
});

async function run(
  target: TestServer,
  step: Record<string, unknown>,
  subscriber: Record<string, unknown>,
  payload = {},
) {
  const identifier = unique('channel-workflow');
  const workflow = await management(target, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps: [step],
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  const subscriberId = String(subscriber.subscriberId);
  const created = await management(target, 'POST', '/subscribers', subscriber);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const triggered = await management(target, 'POST', '/events/trigger', {
    name: identifier,
    to: subscriberId,
    payload,
  });
  expect(triggered.status).toBe(201);
  await target.herald.worker.drain();
  return after(triggered.body.data.transactionId as string, target);
}

/** The execution log and job of a transaction as they stand. */
async function after(transactionId: string, target = server) {
  const log = (await management(target, 'GET', `/execution-details?transactionId=${transactionId}`)).body
    .data as {
    code: number | null;
    detail: string;
    raw: unknown;
  }[];
  const job = await target.herald.ctx.db
    .selectFrom('jobs')
    .select(['status', 'error'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return {
    transactionId,
    log,
    job,
    details: log.map((entry) => entry.detail),
    codes: log.map((entry) => entry.code).filter(Boolean),
  };
}

/** Moves the server clock on and runs what became due. */
async function settle(ms: number) {
  server.advance(ms);
  await server.herald.worker.drain();
}

async function messagesOf(transactionId: string): Promise<number> {
  const rows = await server.herald.ctx.db
    .selectFrom('messages')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .execute();
  return rows.length;
}

const requestsTo = (path: string, from: number) =>
  loopback.requests.slice(from).filter((request) => request.path === path);

describe('sms step', () => {
  it('sends the rendered text to the subscriber’s phone through the primary SMS integration', async () => {
    loopback.answer({ body: { data: { id: 'carrier-1', date: '2026-03-02T10:00:00.000Z' } } });
    const before = loopback.requests.length;
    const { details, job, log } = await run(
      server,
      { type: 'sms', content: 'Hi {{subscriber.firstName}}, {{title}} is due' },
      { subscriberId: unique('sms'), firstName: 'Ana', phone: '+447700900001' },
      { title: 'Essay' },
    );
    expect(job.status).toBe('completed');
    const [request] = requestsTo('/sms', before);
    expect(request!.headers['x-api-key']).toBe('sms-key');
    expect(request!.json).toMatchObject({
      to: '+447700900001',
      content: 'Hi Ana, Essay is due',
      sender: 'Herald',
    });
    expect(details).toEqual(
      expect.arrayContaining(['INTEGRATION_INSTANCE_SELECTED', 'MESSAGE_CREATED', 'MESSAGE_SENT']),
    );
    expect(log.find((entry) => entry.detail === 'MESSAGE_SENT')!.raw).toEqual({
      id: 'carrier-1',
      date: '2026-03-02T10:00:00.000Z',
    });
  });

  it('fails with 3003 when the subscriber has no phone, and 1004 when the provider refuses', async () => {
    const noPhone = await run(server, { type: 'sms', content: 'Hi' }, { subscriberId: unique('sms') });
    expect(noPhone.job.status).toBe('failed');
    expect(noPhone.codes).toContain(EXECUTION_LOG_CODE.SUBSCRIBER_MISSING_PHONE);

    loopback.answer({ status: 400, body: { message: 'Number barred' } });
    const refused = await run(
      server,
      { type: 'sms', content: 'Hi' },
      { subscriberId: unique('sms'), phone: '+4411' },
    );
    expect(refused.job).toMatchObject({ status: 'failed', error: expect.stringMatching(/Number barred/) });
    expect(refused.codes).toContain(EXECUTION_LOG_CODE.SMS_ERROR);
  });

  it('fails with 3007 when the environment has no SMS integration', async () => {
    const result = await run(
      bare,
      { type: 'sms', content: 'Hi' },
      { subscriberId: unique('sms'), phone: '+4411' },
    );
    expect(result.job.status).toBe('failed');
    expect(result.codes).toContain(EXECUTION_LOG_CODE.MISSING_SMS_INTEGRATION);
  });
});

describe('chat step', () => {
  it('posts to the subscriber’s chat webhook through the provider of their channel', async () => {
    loopback.answer({ body: { id: 'discord-9', timestamp: '2026-03-02T10:00:01.000Z' } });
    const subscriberId = unique('chat');
    await management(server, 'POST', '/subscribers', { subscriberId });
    const stored = await management(server, 'PUT', `/subscribers/${subscriberId}/credentials`, {
      providerId: 'discord',
      credentials: { webhookUrl: `${loopback.url}/discord/hook-secret-path` },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(JSON.stringify(stored.body)).not.toContain('hook-secret-path');
    const before = loopback.requests.length;
    const { job, log } = await run(
      server,
      { type: 'chat', content: 'New event: {{name}}' },
      { subscriberId },
      { name: 'Open day' },
    );
    expect(job.status).toBe('completed');
    const [request] = requestsTo('/discord/hook-secret-path', before);
    expect(request!.query.get('wait')).toBe('true');
    expect(request!.json).toEqual({ content: 'New event: Open day' });
    expect(log.find((entry) => entry.detail === 'MESSAGE_SENT')!.raw).toMatchObject({ id: 'discord-9' });
  });

  it('fails with 3006 without a chat channel and 3008 without a chat integration', async () => {
    const noChannel = await run(server, { type: 'chat', content: 'Hi' }, { subscriberId: unique('chat') });
    expect(noChannel.codes).toContain(EXECUTION_LOG_CODE.SUBSCRIBER_MISSING_CHAT_CHANNEL_ID);
    const noIntegration = await run(bare, { type: 'chat', content: 'Hi' }, { subscriberId: unique('chat') });
    expect(noIntegration.codes).toContain(EXECUTION_LOG_CODE.MISSING_CHAT_INTEGRATION);
    expect(noIntegration.job.status).toBe('failed');
  });
});

describe('push step', () => {
  it('calls the provider once per device token with a signed body', async () => {
    loopback.answer({ body: { data: { id: 'push-ok' } } });
    const subscriberId = unique('push');
    await management(server, 'POST', '/subscribers', { subscriberId });
    await management(server, 'PUT', `/subscribers/${subscriberId}/credentials`, {
      providerId: 'push-webhook',
      credentials: { deviceTokens: ['token-a', 'token-b', 'token-a'] },
    });
    const before = loopback.requests.length;
    const { job, details } = await run(
      server,
      { type: 'push', title: 'Deadline', content: '{{title}} closes soon' },
      { subscriberId },
      { title: 'Essay' },
    );
    expect(job.status).toBe('completed');
    const calls = requestsTo('/push', before);
    expect(calls.map((call) => (call.json as { target: string[] }).target)).toEqual([
      ['token-a'],
      ['token-b'],
    ]);
    for (const call of calls) {
      expect(call.json).toMatchObject({ title: 'Deadline', content: 'Essay closes soon' });
      const expected = createHmac('sha256', 'push-secret-0123456789').update(call.text).digest('hex');
      expect(call.headers['x-herald-signature']).toBe(expected);
    }
    expect(details.filter((detail) => detail === 'MESSAGE_SENT')).toHaveLength(2);
  });

  it('fails with 3010 without device tokens and 3009 without a push integration', async () => {
    const noTokens = await run(
      server,
      { type: 'push', title: 'T', content: 'C' },
      { subscriberId: unique('push') },
    );
    expect(noTokens.codes).toContain(EXECUTION_LOG_CODE.SUBSCRIBER_MISSING_PUSH);
    const noIntegration = await run(
      bare,
      { type: 'push', title: 'T', content: 'C' },
      { subscriberId: unique('push') },
    );
    expect(noIntegration.codes).toContain(EXECUTION_LOG_CODE.MISSING_PUSH_INTEGRATION);
  });

  it('retries a failing push webhook on the job clock, then fails with 1010 on the last attempt', async () => {
    // Only `settle` moves the clock: real time passing during a drain would make the next attempt due early.
    server.freeze();
    onTestFinished(() => server.thaw());
    loopback.answer({ status: 503, body: { error: 'busy' } });
    const subscriberId = unique('push');
    await management(server, 'POST', '/subscribers', { subscriberId });
    await management(server, 'PUT', `/subscribers/${subscriberId}/credentials`, {
      providerId: 'push-webhook',
      credentials: { deviceTokens: ['token-a'] },
    });
    const before = loopback.requests.length;
    const first = await run(server, { type: 'push', title: 'T', content: 'C' }, { subscriberId });
    expect(first.job.status).toBe('queued');
    expect(first.codes).not.toContain(EXECUTION_LOG_CODE.PUSH_ERROR);
    expect(requestsTo('/push', before)).toHaveLength(1);
    const pending = first.log.filter((entry) => entry.detail === 'PROVIDER_ERROR');
    expect(pending).toEqual([
      expect.objectContaining({ raw: expect.objectContaining({ attempt: 1 }) as unknown }),
    ]);
    // The second attempt is due within 2 s (full jitter over 2^1 s), the third within 4 s after it.
    await settle(2_000);
    expect(requestsTo('/push', before)).toHaveLength(2);
    await settle(4_000);
    expect(requestsTo('/push', before)).toHaveLength(3);
    const last = await after(first.transactionId);
    expect(last.job.status).toBe('failed');
    expect(last.codes.filter((code) => code === EXECUTION_LOG_CODE.PUSH_ERROR)).toHaveLength(1);
    expect(last.details.filter((detail) => detail === 'PROVIDER_ERROR')).toHaveLength(3);
    expect(last.details.at(-1)).toBe('NOTIFICATION_ERROR');
    // Each attempt's message was withdrawn but the last one's: the subscriber has one push message.
    expect(await messagesOf(first.transactionId)).toBe(1);
  });
});

describe('email step through an integration', () => {
  it('goes through the environment’s primary email integration instead of the server mailer', async () => {
    loopback.answer({ body: { id: 'mail-1' } });
    const before = loopback.requests.length;
    const { job, details } = await run(
      server,
      { type: 'email', subject: 'Hello {{subscriber.firstName}}', body: '<p>{{title}}</p>' },
      { subscriberId: unique('email'), firstName: 'Ana', email: 'ana@herald.test' },
      { title: 'Essay' },
    );
    expect(job.status).toBe('completed');
    const [request] = requestsTo('/email', before);
    expect(request!.json).toMatchObject({
      to: ['ana@herald.test'],
      subject: 'Hello Ana',
      // Without a layout of its own, the environment's email is wrapped in the built-in layout.
      html: expect.stringMatching(/^<!doctype html>[^]*\n<p>Essay<\/p>\n/),
      from: 'registry@herald.test',
      senderName: 'Registry',
    });
    expect(details).toContain('INTEGRATION_INSTANCE_SELECTED');
  });

  it('retries an email webhook that answers 5xx and delivers on a later attempt, once', async () => {
    loopback.answer({ status: 502 }, { status: 500 }, { body: { id: 'mail-3' } });
    const before = loopback.requests.length;
    const first = await run(
      server,
      { type: 'email', subject: 'S', body: '<p>B</p>' },
      { subscriberId: unique('email'), email: 'ana@herald.test' },
    );
    expect(first.job.status).toBe('queued');
    await settle(2_000);
    await settle(4_000);
    expect(requestsTo('/email', before)).toHaveLength(3);
    const last = await after(first.transactionId);
    expect(last.job.status).toBe('completed');
    expect(last.codes).not.toContain(EXECUTION_LOG_CODE.MAIL_PROVIDER_DELIVERY_ERROR);
    // The message keeps Herald's own id, not the one the webhook answered.
    const sent = last.log.find((entry) => entry.detail === 'MESSAGE_SENT')!.raw as { id: string };
    expect(sent.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await messagesOf(first.transactionId)).toBe(1);
    // Nothing is left to run: the delivered email is not sent again.
    await settle(60_000);
    expect(requestsTo('/email', before)).toHaveLength(3);
  });

  it('fails an email webhook refusing with 4xx at once, with 1008', async () => {
    loopback.answer({ status: 422, body: { message: 'bad address' } });
    const before = loopback.requests.length;
    const refused = await run(
      server,
      { type: 'email', subject: 'S', body: '<p>B</p>' },
      { subscriberId: unique('email'), email: 'ana@herald.test' },
    );
    expect(refused.job.status).toBe('failed');
    expect(refused.codes).toContain(EXECUTION_LOG_CODE.MAIL_PROVIDER_DELIVERY_ERROR);
    expect(requestsTo('/email', before)).toHaveLength(1);
    // The status, not what the webhook wrote.
    expect(JSON.stringify(refused.log)).not.toContain('bad address');
  });
});
