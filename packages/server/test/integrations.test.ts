// Integrations through the management API: the provider catalogue, credentials checked against each provider's
// fields and sealed at rest, masked answers, the primary integration per channel, and test messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { management, startServer, type TestServer } from './harness.js';
import { startLoopback, type Loopback } from './providers/loopback.js';
import { startSmtpRecorder } from './smtp-recorder.js';
import { signUp } from './platform-support.js';
import { openCredentials } from '../src/notify/providers/credentials.js';

let server: TestServer;
let loopback: Loopback;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
  loopback = await startLoopback();
});
afterAll(async () => {
  await loopback.close();
  await server.stop();
});

const genericSms = (overrides: Record<string, unknown> = {}) => ({
  providerId: 'generic-sms',
  channel: 'sms',
  identifier: unique('generic-sms'),
  credentials: {
    baseUrl: `${loopback.url}/sms`,
    apiKeyRequestHeader: 'X-API-KEY',
    apiKey: 'sms-secret-key-0123456789',
    from: 'Herald',
    ...overrides,
  },
});

async function removeAll(channel: string) {
  const list = await management(server, 'GET', `/integrations?channel=${channel}`);
  for (const integration of list.body.data)
    await management(server, 'DELETE', `/integrations/${integration._id}`);
}

describe('provider catalogue', () => {
  it('lists each provider with its credential fields, defaults and dropdown values', async () => {
    const { status, body } = await management(server, 'GET', '/providers');
    expect(status).toBe(200);
    const byId = new Map<
      string,
      {
        channel: string;
        credentials: { key: string; required: boolean; value?: unknown; dropdown?: unknown }[];
      }
    >(body.data.map((provider: { id: string }) => [provider.id, provider]));
    const generic = byId.get('generic-sms')!;
    expect(generic.channel).toBe('sms');
    expect(generic.credentials.find((field) => field.key === 'idPath')).toMatchObject({
      required: true,
      value: 'data.id',
    });
    expect(generic.credentials.find((field) => field.key === 'datePath')).toMatchObject({
      required: false,
      value: 'data.date',
    });
    expect(generic.credentials.find((field) => field.key === 'domain')).toMatchObject({
      displayName: 'Auth URL',
    });
    expect(byId.get('sparkpost')!.credentials.find((field) => field.key === 'region')).toMatchObject({
      required: false,
      value: null,
      dropdown: [
        { name: 'Default', value: null },
        { name: 'EU', value: 'eu' },
      ],
    });
    expect(byId.get('isend-sms')!.credentials.find((field) => field.key === 'contentType')).toMatchObject({
      required: false,
      value: null,
      dropdown: [
        { name: 'Default', value: null },
        { name: 'Unicode', value: 'unicode' },
        { name: 'Plain', value: 'plain' },
      ],
    });
    expect(byId.get('isend-sms')!.credentials.find((field) => field.key === 'from')).toMatchObject({
      required: false,
    });
    const smtp = byId.get('nodemailer')!;
    expect(smtp.credentials.filter((field) => field.required).map((field) => field.key)).toEqual([
      'host',
      'port',
      'from',
      'senderName',
    ]);
    const email = await management(server, 'GET', '/providers?channel=email');
    expect(email.body.data.every((provider: { channel: string }) => provider.channel === 'email')).toBe(true);
    expect((await management(server, 'GET', '/providers?channel=fax')).status).toBe(400);
  });
});

describe('creating and updating integrations', () => {
  it('refuses credentials a provider does not accept, naming the field', async () => {
    const missing = await management(server, 'POST', '/integrations', genericSms({ apiKey: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/credentials\.apiKey/);
    const unknown = await management(server, 'POST', '/integrations', genericSms({ password: 'x' }));
    expect(unknown).toMatchObject({ status: 400, body: { statusCode: 400 } });
    expect(unknown.body.message).toMatch(/credentials\.password/);
    // A mail server of the caller's choosing is an organisation's own environment's (outbound-allow.test.ts).
    const ownKey = (await signUp(server)).environments[0]!.apiKey.key;
    const badPort = await management(
      server,
      'POST',
      '/integrations',
      {
        providerId: 'nodemailer',
        channel: 'email',
        credentials: { host: 'smtp.example.com', port: 'seventy', from: 'a@b.test', senderName: 'A' },
      },
      ownKey,
    );
    expect(badPort.status).toBe(400);
    expect(badPort.body.message).toMatch(/credentials\.port/);
    const badRegion = await management(server, 'POST', '/integrations', {
      providerId: 'sparkpost',
      channel: 'email',
      credentials: { apiKey: 'k', region: 'us', from: 'a@b.test', senderName: 'A' },
    });
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.message).toMatch(/credentials\.region/);
    const wrongChannel = await management(server, 'POST', '/integrations', {
      ...genericSms(),
      channel: 'email',
    });
    expect(wrongChannel.status).toBe(400);
    const noProvider = await management(server, 'POST', '/integrations', {
      ...genericSms(),
      providerId: 'pigeon',
    });
    expect(noProvider.status).toBe(400);
    const noKey = await management(server, 'POST', '/integrations', genericSms(), 'not-a-key');
    expect(noKey.status).toBe(401);
  });

  it('fills in defaults, masks secrets in every answer and keeps them sealed at rest', async () => {
    const created = await management(server, 'POST', '/integrations', genericSms());
    expect(created.status).toBe(201);
    const integration = created.body.data;
    expect(integration.credentials).toMatchObject({
      idPath: 'data.id',
      datePath: 'data.date',
      from: 'Herald',
    });
    expect(integration.credentials.apiKey).toBe('••••6789');
    expect(JSON.stringify(integration)).not.toContain('sms-secret-key');
    const listed = await management(server, 'GET', '/integrations');
    expect(JSON.stringify(listed.body)).not.toContain('sms-secret-key');

    const row = await server.herald.ctx.db
      .selectFrom('integrations')
      .selectAll()
      .where('id', '=', integration._id)
      .executeTakeFirstOrThrow();
    expect(row.credentials).not.toContain('sms-secret-key');
    expect(openCredentials(server.herald.ctx.sealingKey, row.credentials).apiKey).toBe(
      'sms-secret-key-0123456789',
    );
    // Authenticated encryption: one flipped bit and the credentials no longer open.
    const [version, iv, tag, body] = row.credentials.split('.');
    const bytes = Buffer.from(body!, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() =>
      openCredentials(server.herald.ctx.sealingKey, [version, iv, tag, bytes.toString('base64')].join('.')),
    ).toThrow();
  });

  it('merges updated credentials over the stored ones and refuses a taken identifier', async () => {
    const created = (await management(server, 'POST', '/integrations', genericSms())).body.data;
    const updated = await management(server, 'PUT', `/integrations/${created._id}`, {
      name: 'Carrier gateway',
      credentials: { from: 'Faculty' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Carrier gateway',
      credentials: { from: 'Faculty', apiKey: '••••6789' },
    });
    const cleared = await management(server, 'PUT', `/integrations/${created._id}`, {
      credentials: { apiKey: null },
    });
    expect(cleared.status).toBe(400);
    const other = (await management(server, 'POST', '/integrations', genericSms())).body.data;
    const taken = await management(server, 'PUT', `/integrations/${other._id}`, {
      identifier: created.identifier,
    });
    expect(taken.status).toBe(409);
    expect((await management(server, 'PUT', '/integrations/nope', { name: 'x' })).status).toBe(404);
    expect((await management(server, 'PUT', `/integrations/${created._id}`, { primary: true })).status).toBe(
      400,
    );
  });
});

describe('primary integration per channel', () => {
  it('makes the first active integration primary, switches on request and promotes another when it goes', async () => {
    await removeAll('sms');
    const first = (await management(server, 'POST', '/integrations', genericSms())).body.data;
    const second = (await management(server, 'POST', '/integrations', genericSms())).body.data;
    const inactive = (await management(server, 'POST', '/integrations', { ...genericSms(), active: false }))
      .body.data;
    expect(first.primary).toBe(true);
    expect(second.primary).toBe(false);
    expect(inactive).toMatchObject({ active: false, primary: false });

    const switched = await management(server, 'POST', `/integrations/${second._id}/set-primary`);
    expect(switched.body.data.primary).toBe(true);
    expect((await management(server, 'GET', `/integrations/${first._id}`)).body.data.primary).toBe(false);

    // Deactivating the primary hands the role to the other active one.
    await management(server, 'PUT', `/integrations/${second._id}`, { active: false });
    expect((await management(server, 'GET', `/integrations/${first._id}`)).body.data.primary).toBe(true);

    // Making an inactive integration primary activates it.
    const activated = await management(server, 'POST', `/integrations/${inactive._id}/set-primary`);
    expect(activated.body.data).toMatchObject({ active: true, primary: true });
    const active = await management(server, 'GET', '/integrations?channel=sms&active=true');
    expect(active.body.data.filter((integration: { primary: boolean }) => integration.primary)).toHaveLength(
      1,
    );
  });
});

describe('test messages', () => {
  it('sends a test SMS through the integration and answers the provider id', async () => {
    loopback.answer({ status: 200, body: { data: { id: 'sms-77', date: '2026-03-02T10:00:00.000Z' } } });
    const created = (await management(server, 'POST', '/integrations', genericSms())).body.data;
    const before = loopback.requests.length;
    const sent = await management(server, 'POST', `/integrations/${created._id}/test`, {
      to: '+447700900123',
      content: 'Hello from the test',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toEqual({ id: 'sms-77', date: '2026-03-02T10:00:00.000Z' });
    const request = loopback.requests[before]!;
    expect(request.headers['x-api-key']).toBe('sms-secret-key-0123456789');
    expect(request.json).toMatchObject({
      to: '+447700900123',
      content: 'Hello from the test',
      sender: 'Herald',
    });
  });

  it('answers 422 with the provider’s own message when the provider refuses', async () => {
    loopback.answer({ status: 401, body: { message: 'Invalid API key' } });
    const created = (await management(server, 'POST', '/integrations', genericSms())).body.data;
    const sent = await management(server, 'POST', `/integrations/${created._id}/test`, {
      to: '+447700900123',
    });
    expect(sent.status).toBe(422);
    expect(sent.body.message).toMatch(/Invalid API key/);
    expect((await management(server, 'POST', `/integrations/${created._id}/test`, {})).status).toBe(400);
  });

  it("answers an e-mail webhook's test with Herald's own id and the status it answered, never what it wrote", async () => {
    // An organisation's own environment, whose e-mail may go to a webhook.
    const apiKey = (await signUp(server)).environments[0]!.apiKey.key;
    const created = await management(
      server,
      'POST',
      '/integrations',
      {
        providerId: 'email-webhook',
        channel: 'email',
        identifier: unique('email-webhook'),
        credentials: {
          webhookUrl: `${loopback.url}/hook`,
          secretKey: 'k',
          from: 'news@herald.test',
          senderName: 'News',
        },
      },
      apiKey,
    );
    expect(created.status).toBe(201);
    const test = () =>
      management(
        server,
        'POST',
        `/integrations/${created.body.data._id}/test`,
        { to: 'w1@herald.test' },
        apiKey,
      );
    loopback.answer({ status: 200, body: { id: 'internal-only-id' } });
    const sent = await test();
    expect(sent.status).toBe(201);
    expect(sent.body.data.id).toMatch(/^[0-9a-f]{24}$/);
    loopback.answer({ status: 500, body: { error: 'internal-only-error' } });
    const refused = await test();
    expect(refused).toEqual({
      status: 422,
      body: { statusCode: 422, message: 'Test message failed: Email webhook answered 500' },
    });
  });

  it('sends a test email through a custom SMTP integration to a real SMTP server', async () => {
    const smtp = await startSmtpRecorder();
    try {
      const { port, received } = smtp;
      // A mail server of the caller's choosing is an organisation's own environment's (outbound-allow.test.ts).
      const ownKey = (await signUp(server)).environments[0]!.apiKey.key;
      const created = await management(
        server,
        'POST',
        '/integrations',
        {
          providerId: 'nodemailer',
          channel: 'email',
          identifier: unique('smtp'),
          credentials: {
            host: '127.0.0.1',
            port: String(port),
            from: 'office@herald.test',
            senderName: 'Registry',
          },
        },
        ownKey,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data.credentials.port).toBe(port);
      const sent = await management(
        server,
        'POST',
        `/integrations/${created.body.data._id}/test`,
        { to: 'dean@herald.test', subject: 'SMTP check' },
        ownKey,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(received).toHaveLength(1);
      expect(received[0]!.raw).toMatch(/Subject: SMTP check/);
      expect(received[0]!.raw).toMatch(/From: Registry <office@herald.test>/);
      const notEmail = await management(
        server,
        'POST',
        `/integrations/${created.body.data._id}/test`,
        { to: 'dean' },
        ownKey,
      );
      expect(notEmail.status).toBe(400);
    } finally {
      await smtp.close();
    }
  });
});
