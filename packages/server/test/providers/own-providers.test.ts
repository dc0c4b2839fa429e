// Herald's own email and SMS providers: no credentials; email leaves through the deployment's mailer (a real SMTP
// server on loopback, or the outbox table without one), SMS through the operator's gateway (a loopback server that
// checks the generic SMS request), and a deployment without a gateway refuses in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION_LOG_CODE } from '@herald/protocol';
import { loadConfig } from '../../src/config.js';
import { management, startServer, type TestServer } from '../harness.js';
import { startLoopback, type Loopback } from './loopback.js';
import { startSmtpRecorder, type SmtpRecorder } from '../smtp-recorder.js';

let relay: SmtpRecorder;
let gateway: Loopback;
let served: TestServer;
let bare: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  relay = await startSmtpRecorder();
  gateway = await startLoopback();
  [served, bare] = await Promise.all([
    startServer({
      smtpUrl: `smtp://127.0.0.1:${relay.port}`,
      mailFrom: 'Herald <no-reply@herald.test>',
      smsGateway: {
        url: `${gateway.url}/gateway/send`,
        apiKeyHeader: 'X-Gateway-Key',
        apiKey: 'gateway-key',
        from: 'HERALD',
      },
    }),
    startServer(),
  ]);
  for (const server of [served, bare]) {
    for (const body of [
      { providerId: 'herald-email', channel: 'email' },
      { providerId: 'herald-sms', channel: 'sms' },
    ]) {
      const created = await management(server, 'POST', '/integrations', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data).toMatchObject({ primary: true, credentials: {} });
    }
  }
});
afterAll(async () => {
  await Promise.all([served.stop(), bare.stop(), gateway.close(), relay.close()]);
});

async function integrationOf(server: TestServer, providerId: string): Promise<string> {
  const list = (await management(server, 'GET', '/integrations')).body.data as {
    _id: string;
    providerId: string;
  }[];
  return list.find((integration) => integration.providerId === providerId)!._id;
}

async function environmentOf(server: TestServer): Promise<string> {
  const environment = await server.herald.ctx.db
    .selectFrom('environments')
    .select('id')
    .where('application_identifier', '=', server.herald.seed!.applicationIdentifier)
    .executeTakeFirstOrThrow();
  return environment.id;
}

async function trigger(
  server: TestServer,
  step: Record<string, unknown>,
  subscriber: Record<string, unknown>,
) {
  const identifier = unique('own-provider');
  const workflow = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps: [step],
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  const subscriberId = unique('student');
  const created = await management(server, 'POST', '/subscribers', { subscriberId, ...subscriber });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const triggered = await management(server, 'POST', '/events/trigger', {
    name: identifier,
    to: subscriberId,
    payload: { title: 'Essay' },
  });
  expect(triggered.status).toBe(201);
  await server.herald.worker.drain();
  const transactionId = triggered.body.data.transactionId as string;
  const log = (await management(server, 'GET', `/execution-details?transactionId=${transactionId}`)).body
    .data as { code: number | null; detail: string; raw: unknown }[];
  const job = await server.herald.ctx.db
    .selectFrom('jobs')
    .select(['status', 'error'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirstOrThrow();
  const message = await server.herald.ctx.db
    .selectFrom('messages')
    .select(['id', 'environment_id'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
  return { log, job, message };
}

describe('the catalogue lists Herald’s own providers', () => {
  it('with no credentials to fill in', async () => {
    const providers = (await management(bare, 'GET', '/providers')).body.data as {
      id: string;
      displayName: string;
      channel: string;
      credentials: unknown[];
    }[];
    expect(providers.filter((provider) => provider.id.startsWith('herald-'))).toEqual([
      expect.objectContaining({
        id: 'herald-email',
        displayName: 'Herald Email',
        channel: 'email',
        credentials: [],
      }),
      expect.objectContaining({
        id: 'herald-sms',
        displayName: 'Herald SMS',
        channel: 'sms',
        credentials: [],
      }),
    ]);
    const refused = await management(bare, 'POST', '/integrations', {
      providerId: 'herald-sms',
      channel: 'sms',
      credentials: { apiKey: 'mine' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/credentials.apiKey: Herald SMS has no such credential/);
  });
});

describe('Herald Email', () => {
  it('sends a test message through the deployment’s SMTP server, from its sender, and keeps a record', async () => {
    const before = relay.received.length;
    const sent = await management(
      served,
      'POST',
      `/integrations/${await integrationOf(served, 'herald-email')}/test`,
      {
        to: 'dean@herald.test',
        subject: 'Own mail check',
      },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = relay.received.slice(before);
    expect(mail).toMatchObject({ from: 'no-reply@herald.test', to: ['dean@herald.test'] });
    expect(mail!.raw).toMatch(/^Subject: Own mail check\r?$/m);
    expect(sent.body.data.id).toMatch(/^<.+>$/);
    const outbox = await served.herald.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('subject', '=', 'Own mail check')
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({
      to: 'dean@herald.test',
      status: 'sent',
      environment_id: await environmentOf(served),
      provider_message_id: sent.body.data.id,
    });
  });

  it('delivers a workflow’s email step as the environment’s primary email integration', async () => {
    const before = relay.received.length;
    const { job, log, message } = await trigger(
      served,
      { type: 'email', subject: '{{title}} graded', body: '<p>Hello {{subscriber.firstName}}</p>' },
      { email: 'ana@herald.test', firstName: 'Ana' },
    );
    expect(job.status).toBe('completed');
    const [mail] = relay.received.slice(before);
    expect(mail).toMatchObject({ from: 'no-reply@herald.test', to: ['ana@herald.test'] });
    expect(mail!.raw).toContain('Hello Ana');
    expect(log.find((entry) => entry.detail === 'INTEGRATION_INSTANCE_SELECTED')!.raw).toMatchObject({
      providerId: 'herald-email',
    });
    const outbox = await served.herald.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('message_id', '=', message!.id)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({
      to: 'ana@herald.test',
      status: 'sent',
      environment_id: message!.environment_id,
    });
  });

  it('keeps the mail in the outbox when the deployment has no SMTP server', async () => {
    const before = relay.received.length;
    const sent = await management(
      bare,
      'POST',
      `/integrations/${await integrationOf(bare, 'herald-email')}/test`,
      {
        to: 'dean@herald.test',
        subject: 'Outbox check',
      },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.id).toBeNull();
    expect(relay.received.length).toBe(before);
    const outbox = await bare.herald.ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('subject', '=', 'Outbox check')
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ to: 'dean@herald.test', status: 'outbox' });
  });
});

describe('Herald SMS', () => {
  it('posts the generic SMS request to the operator’s gateway with the operator’s key', async () => {
    gateway.answer({ body: { data: { id: 'gw-1', date: '2026-03-02T10:00:05.000Z' } } });
    const before = gateway.requests.length;
    const { job, log } = await trigger(
      served,
      { type: 'sms', content: '{{title}} graded' },
      { phone: '+447700900001' },
    );
    expect(job.status).toBe('completed');
    const [request] = gateway.requests.slice(before);
    expect(request).toMatchObject({ method: 'POST', path: '/gateway/send' });
    expect(request!.headers['x-gateway-key']).toBe('gateway-key');
    expect(request!.json).toEqual({
      to: '+447700900001',
      content: 'Essay graded',
      id: expect.any(String),
      customData: {},
      sender: 'HERALD',
    });
    expect(log.find((entry) => entry.detail === 'MESSAGE_SENT')!.raw).toEqual({
      id: 'gw-1',
      date: '2026-03-02T10:00:05.000Z',
    });
  });

  it('reports the gateway’s refusal as an SMS error (1004)', async () => {
    gateway.answer({ status: 402, body: { message: 'Gateway credit exhausted' } });
    const { job, log } = await trigger(served, { type: 'sms', content: 'Hi' }, { phone: '+447700900002' });
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/Gateway credit exhausted/) });
    expect(log.map((entry) => entry.code)).toContain(EXECUTION_LOG_CODE.SMS_ERROR);
  });

  it('refuses clearly where the deployment has no SMS gateway', async () => {
    const before = gateway.requests.length;
    const sent = await management(
      bare,
      'POST',
      `/integrations/${await integrationOf(bare, 'herald-sms')}/test`,
      {
        to: '+447700900003',
      },
    );
    expect(sent.status).toBe(422);
    expect(sent.body.message).toMatch(/Herald SMS is not available: this deployment has no SMS gateway/);
    const { job, log } = await trigger(bare, { type: 'sms', content: 'Hi' }, { phone: '+447700900003' });
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/HERALD_SMS_URL/) });
    expect(log.map((entry) => entry.code)).toContain(EXECUTION_LOG_CODE.SMS_ERROR);
    expect(gateway.requests.length).toBe(before);
  });
});

describe('SMS gateway configuration', () => {
  it('needs both the URL and the key, defaults the key header, and wants https in production', () => {
    const gatewayOf = (env: NodeJS.ProcessEnv) => loadConfig({ LOG_LEVEL: 'silent', ...env }).smsGateway;
    expect(gatewayOf({ HERALD_SMS_URL: 'https://sms.example.edu/send' })).toBeUndefined();
    expect(gatewayOf({ HERALD_SMS_URL: 'https://sms.example.edu/send', HERALD_SMS_API_KEY: 'k' })).toEqual({
      url: 'https://sms.example.edu/send',
      apiKeyHeader: 'X-API-KEY',
      apiKey: 'k',
      from: '',
    });
    expect(
      gatewayOf({
        HERALD_SMS_URL: 'http://10.0.0.5/send',
        HERALD_SMS_API_KEY: 'k',
        HERALD_SMS_API_KEY_HEADER: 'Authorization',
        HERALD_SMS_FROM: 'UNI',
      }),
    ).toMatchObject({ apiKeyHeader: 'Authorization', from: 'UNI' });
    expect(() =>
      loadConfig({ NODE_ENV: 'production', HERALD_SMS_URL: 'http://10.0.0.5/send', HERALD_SMS_API_KEY: 'k' }),
    ).toThrow(/HERALD_SMS_URL must be an https URL/);
  });
});
