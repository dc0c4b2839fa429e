// Outbound calls of providers and webhooks refuse loopback, private, link-local and metadata addresses after DNS
// resolution, in every environment, unless the operator's allow-list (OUTBOUND_ALLOW) names them.
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createRuntime, outboundAllowList, type Resolver } from '../src/notify/providers/runtime.js';
import { management, startServer, type TestServer } from './harness.js';
import { signUp } from './platform-support.js';
import { startLoopback, type Loopback } from './providers/loopback.js';

const answering =
  (address: string, family = address.includes(':') ? 6 : 4): Resolver =>
  async () => [{ address, family } satisfies LookupAddress];

const check = (allow: readonly string[], address: string) =>
  createRuntime({
    now: () => new Date(),
    allowPrivateUrls: outboundAllowList(allow),
    resolve: answering(address),
  }).checkUrl('http://hooks.example.test/hook');

describe('the outbound check', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.7',
    '192.168.1.20',
    '172.16.0.1',
    '169.254.169.254',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
  ])('refuses a name that resolves to %s when no allow-list names it', async (address) => {
    await expect(check([], address)).rejects.toThrow(/private address/);
  });

  it('lets through exactly the addresses and ranges the allow-list names', async () => {
    const allow = ['127.0.0.0/8', '10.1.2.3'];
    await expect(check(allow, '127.0.0.1')).resolves.toBeUndefined();
    await expect(check(allow, '127.9.9.9')).resolves.toBeUndefined();
    await expect(check(allow, '10.1.2.3')).resolves.toBeUndefined();
    await expect(check(allow, '10.1.2.4')).rejects.toThrow(/private address/);
    await expect(check(allow, '169.254.169.254')).rejects.toThrow(/private address/);
    await expect(check(allow, '203.0.113.10')).resolves.toBeUndefined();
  });

  it('reads the allow-list from OUTBOUND_ALLOW, empty by default even outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).outboundAllow).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOW: '10.0.0.0/8, smtp.internal' }).outboundAllow).toEqual([
      '10.0.0.0/8',
      'smtp.internal',
    ]);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }).outboundAllow).toEqual(['*']);
  });
});

describe('an e-mail webhook to 127.0.0.1', () => {
  let loopback: Loopback;
  let server: TestServer;
  beforeAll(async () => {
    loopback = await startLoopback();
    loopback.answer({ status: 200, body: { ok: true } });
    // Outside production, with no allow-list: what an organisation anyone can sign up would get.
    server = await startServer({ outboundAllow: [], platformSignUpsPerHour: 1000 });
  });
  afterAll(async () => {
    await server.stop();
    await loopback.close();
  });

  it('is refused unless allow-listed: the loopback server hears nothing', async () => {
    const apiKey = (await signUp(server)).environments[0]!.apiKey.key;
    const call = (method: string, pathname: string, body?: unknown) =>
      management(server, method, pathname, body, apiKey);
    const created = await call('POST', '/integrations', {
      providerId: 'email-webhook',
      channel: 'email',
      credentials: {
        webhookUrl: `${loopback.url}/hook`,
        secretKey: 'k',
        from: 'news@herald.test',
        senderName: 'News',
      },
      active: true,
    });
    expect(created.status).toBe(201);
    await call('POST', `/integrations/${created.body.data._id}/set-primary`, {});
    await call('POST', '/workflows', {
      name: 'hello',
      triggerIdentifier: 'hello',
      critical: true,
      steps: [{ type: 'email', subject: 'Hi', body: '<p>Hi</p>' }],
    });
    await call('POST', '/events/trigger', {
      name: 'hello',
      to: { subscriberId: 'w-1', email: 'w1@herald.test' },
      payload: {},
      transactionId: 'to-loopback',
    });
    await server.herald.worker.drain();
    const details = await call('GET', '/execution-details?transactionId=to-loopback');
    expect(JSON.stringify(details.body.data)).toMatch(/private address/);
    expect(loopback.requests).toHaveLength(0);
  });
});

describe("the product environment's e-mail", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ platformSignUpsPerHour: 1000 });
  });
  afterAll(() => server.stop());

  const webhook = {
    providerId: 'email-webhook',
    channel: 'email',
    credentials: {
      webhookUrl: 'https://hooks.example.test/mail',
      secretKey: 'k',
      from: 'news@herald.test',
      senderName: 'News',
    },
    active: true,
  };

  it('is not pointed at a webhook with an API key, which carries password resets there', async () => {
    const refused = await management(server, 'POST', '/integrations', webhook);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/only an administrator of its organisation/);
    const integrations = await management(server, 'GET', '/integrations?channel=email');
    expect(integrations.body.data).toEqual([]);
    // An address of the provider's own, as with SendGrid, stays the key holder's choice.
    const sendgrid = await management(server, 'POST', '/integrations', {
      providerId: 'sendgrid',
      channel: 'email',
      credentials: { apiKey: 'SG.x', from: 'news@herald.test', senderName: 'News' },
    });
    expect(sendgrid.status).toBe(201);
  });

  it.each([
    {
      providerId: 'nodemailer',
      credentials: { host: 'mail.example.test', port: 587, from: 'news@herald.test', senderName: 'News' },
    },
    {
      providerId: 'braze',
      credentials: {
        apiKey: 'k',
        apiURL: 'https://braze.example.test',
        appID: 'a',
        from: 'news@herald.test',
        senderName: 'News',
      },
    },
  ])(
    'is not pointed at a mail server or a base URL of its choosing with an API key either ($providerId)',
    async ({ providerId, credentials }) => {
      const refused = await management(server, 'POST', '/integrations', {
        providerId,
        channel: 'email',
        credentials,
        active: true,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/only an administrator of its organisation/);
      const integrations = await management(server, 'GET', '/integrations?channel=email');
      expect(integrations.body.data.map((row: { providerId: string }) => row.providerId)).not.toContain(
        providerId,
      );
    },
  );

  it("is another environment's to choose freely, as an organisation's own", async () => {
    const apiKey = (await signUp(server)).environments[0]!.apiKey.key;
    const created = await management(server, 'POST', '/integrations', webhook, apiKey);
    expect(created.status).toBe(201);
    const primary = await management(
      server,
      'POST',
      `/integrations/${created.body.data._id}/set-primary`,
      {},
      apiKey,
    );
    expect(primary.status).toBe(200);
    expect(primary.body.data.primary).toBe(true);
  });
});
