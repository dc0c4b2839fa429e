// Outbound calls of providers and webhooks refuse loopback, private, link-local and metadata addresses after DNS
// resolution, in every environment, unless the operator's allow-list (OUTBOUND_ALLOW) names them.
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { outboundAllowList } from '../src/notify/providers/outbound-addresses.js';
import { createRuntime, type Resolver } from '../src/notify/providers/runtime.js';
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
    '0.0.0.0',
    '100.100.100.200',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:A9FE:A9FE',
    '0:0:0:0:0:ffff:c0a8:114',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.7',
    '64:ff9b:1::1',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:114:1::1',
    '2001::1',
    '100::1',
    'fec0::1',
    'ff02::1',
  ])('refuses a name that resolves to %s when no allow-list names it', async (address) => {
    await expect(check([], address)).rejects.toThrow(/private address/);
  });

  it.each([
    '203.0.113.10',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets through %s, a public address in whatever form', async (address) => {
    await expect(check([], address)).resolves.toBeUndefined();
  });

  it('lets an allowed IPv4 range through written IPv4-mapped, the same host, but not through a translator', async () => {
    const allow = ['127.0.0.0/8', 'fd00:1::/32'];
    await expect(check(allow, '::ffff:7f00:1')).resolves.toBeUndefined();
    await expect(check(allow, 'fd00:1:2::3')).resolves.toBeUndefined();
    await expect(check(allow, '64:ff9b::7f00:1')).rejects.toThrow(/private address/);
    await expect(check(allow, '2002:7f00:1::1')).rejects.toThrow(/private address/);
    await expect(check(allow, 'fd00:2::3')).rejects.toThrow(/private address/);
  });

  it('refuses to start with an allow-list entry that is not a range', () => {
    expect(() => outboundAllowList(['10.0.0.0/40'])).toThrow(/OUTBOUND_ALLOW: 10.0.0.0\/40 is not/);
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

describe('a loopback server written as an IPv6 address, with no allow-list', () => {
  let loopback: Loopback;
  let server: TestServer;
  let apiKey: string;
  const secret = 'loopback-only-answer';
  const call = (method: string, pathname: string, body?: unknown) =>
    management(server, method, pathname, body, apiKey);
  beforeAll(async () => {
    loopback = await startLoopback();
    loopback.answer({ status: 200, body: { id: secret, plan: secret } });
    server = await startServer({ outboundAllow: [], platformSignUpsPerHour: 1000 });
    apiKey = (await signUp(server)).environments[0]!.apiKey.key;
  });
  afterAll(async () => {
    await server.stop();
    await loopback.close();
  });
  const at = (host: string) => `http://${host}:${new URL(loopback.url).port}`;

  it.each(['[::ffff:127.0.0.1]', '[::ffff:7f00:1]'])(
    "is not reached by an e-mail webhook integration's test at %s",
    async (host) => {
      const created = await call('POST', '/integrations', {
        providerId: 'email-webhook',
        channel: 'email',
        credentials: {
          webhookUrl: `${at(host)}/hook`,
          secretKey: 'k',
          from: 'news@herald.test',
          senderName: 'News',
        },
      });
      expect(created.status).toBe(201);
      const tested = await call('POST', `/integrations/${created.body.data._id}/test`, {
        to: 'w1@herald.test',
      });
      expect(tested.status).toBe(422);
      expect(tested.body.message).toMatch(/is a private address and cannot be called/);
      expect(JSON.stringify(tested.body)).not.toContain(secret);
      expect(loopback.requests).toHaveLength(0);
    },
  );

  it("is not reached by a workflow's webhook filter, and nothing of its answer reaches the execution details", async () => {
    await call('POST', '/workflows', {
      name: 'filtered',
      triggerIdentifier: 'filtered',
      steps: [
        {
          type: 'in_app',
          content: 'Hello',
          filters: [
            {
              value: 'AND',
              children: [
                {
                  on: 'webhook',
                  webhookUrl: `${at('[::ffff:7f00:1]')}/filter`,
                  field: 'plan',
                  operator: 'EQUAL',
                  value: 'x',
                },
              ],
            },
          ],
        },
      ],
    });
    await call('POST', '/events/trigger', {
      name: 'filtered',
      to: { subscriberId: 'w-2' },
      payload: {},
      transactionId: 'filter-to-loopback',
    });
    await server.herald.worker.drain();
    const details = await call('GET', '/execution-details?transactionId=filter-to-loopback');
    expect(JSON.stringify(details.body.data)).toMatch(/private address/);
    expect(JSON.stringify(details.body.data)).not.toContain(secret);
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
