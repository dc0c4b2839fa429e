import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberSchema } from '@herald/protocol/schemas';
import { getJson, management, postJson, startServer, type TestServer } from './harness.js';
import { signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

describe('subscribers', () => {
  it('creates, reads, updates, lists and deletes a subscriber', async () => {
    const created = await management(server, 'POST', '/subscribers', {
      subscriberId: 'm-1',
      firstName: 'Mina',
      email: 'mina@herald.test',
      data: { faculty: 'computing' },
    });
    expect(created.status).toBe(201);
    expect(subscriberSchema.parse(created.body.data)).toMatchObject({
      subscriberId: 'm-1',
      firstName: 'Mina',
    });

    const updated = await management(server, 'PUT', '/subscribers/m-1', { lastName: 'Okafor', email: null });
    expect(updated.body.data).toMatchObject({ firstName: 'Mina', lastName: 'Okafor', email: null });

    const listed = await management(server, 'GET', '/subscribers?page=0&limit=100');
    expect(listed.body.data.map((row: { subscriberId: string }) => row.subscriberId)).toContain('m-1');

    expect((await management(server, 'DELETE', '/subscribers/m-1')).body).toEqual({
      data: { acknowledged: true, status: 'deleted' },
    });
    expect((await management(server, 'GET', '/subscribers/m-1')).status).toBe(404);
  });

  it('refuses unknown fields, bad emails and an avatar that is not http(s)', async () => {
    expect(
      (await management(server, 'POST', '/subscribers', { subscriberId: 'x', role: 'admin' })).status,
    ).toBe(400);
    expect(
      (await management(server, 'POST', '/subscribers', { subscriberId: 'x', email: 'nope' })).body.message,
    ).toMatch(/^email: /);
    expect(
      (await management(server, 'POST', '/subscribers', { subscriberId: 'x', avatar: 'javascript:alert(1)' }))
        .status,
    ).toBe(400);
  });
});

describe('a trigger recipient given as an object', () => {
  it('creates the subscriber with its profile, then brings the stored profile up to date', async () => {
    await management(server, 'POST', '/workflows', {
      name: 'Profile',
      triggerIdentifier: 'profile-sync',
      steps: [{ type: 'in_app', content: 'Hi {{subscriber.firstName}}' }],
    });
    const send = (to: Record<string, unknown>) =>
      management(server, 'POST', '/events/trigger', { name: 'profile-sync', to });

    expect((await send({ subscriberId: 'p-1', firstName: 'Ade', email: 'ade@herald.test' })).status).toBe(
      201,
    );
    expect((await management(server, 'GET', '/subscribers/p-1')).body.data).toMatchObject({
      firstName: 'Ade',
      email: 'ade@herald.test',
      locale: null,
    });

    // A later trigger carries a new address, a locale and data; the name it leaves out stays.
    await send({ subscriberId: 'p-1', email: 'ade.new@herald.test', locale: 'fr-CA', data: { year: 2 } });
    expect((await management(server, 'GET', '/subscribers/p-1')).body.data).toMatchObject({
      firstName: 'Ade',
      email: 'ade.new@herald.test',
      locale: 'fr-CA',
      data: { year: 2 },
    });
  });
});

describe('bulk and broadcast triggers', () => {
  it('answers one outcome per event, and reaches every subscriber on broadcast', async () => {
    await management(server, 'POST', '/workflows', {
      name: 'Bulk',
      triggerIdentifier: 'bulk',
      steps: [{ type: 'in_app', content: 'Hi' }],
    });
    const bulk = await management(server, 'POST', '/events/trigger/bulk', {
      events: [
        { name: 'bulk', to: 'b-1' },
        { name: 'no-such-workflow', to: 'b-2' },
      ],
    });
    expect(bulk.status).toBe(201);
    expect(bulk.body.data.map((result: { status: string }) => result.status)).toEqual(['processed', 'error']);

    const broadcast = await management(server, 'POST', '/events/trigger/broadcast', { name: 'bulk' });
    expect(broadcast.body.data.status).toBe('processed');
    await server.herald.worker.drain();
    // Every subscriber that exists, that is: not erased.
    const subscribers = await server.herald.ctx.db
      .selectFrom('subscribers')
      .select('id')
      .where('subscriber_id', 'not like', 'deleted:%')
      .execute();
    expect(subscribers.length).toBeGreaterThan(0);
    const messages = await server.herald.ctx.db.selectFrom('messages').select('subscriber_id').execute();
    for (const subscriber of subscribers) {
      expect(messages.some((message) => message.subscriber_id === subscriber.id)).toBe(true);
    }
  });
});

describe('organisation and environment', () => {
  it('changes only the branding fields sent: a rename keeps the direction, and a field sent as null is cleared', async () => {
    const own = (await signUp(server)).environments[0]!.apiKey.key;
    const branded = await management(
      server,
      'PATCH',
      '/organization',
      { branding: { color: '#0B5FFF', direction: 'rtl' } },
      own,
    );
    expect(branded.status).toBe(200);
    const renamed = await management(
      server,
      'PATCH',
      '/organization',
      { name: 'Renamed', branding: {} },
      own,
    );
    expect(renamed.body.data).toMatchObject({
      name: 'Renamed',
      branding: { color: '#0B5FFF', direction: 'rtl' },
    });
    const cleared = await management(server, 'PATCH', '/organization', { branding: { color: null } }, own);
    expect(cleared.body.data.branding).toEqual({ ...branded.body.data.branding, color: undefined });
    expect(cleared.body.data.branding).not.toHaveProperty('color');
  });

  it('updates branding that the widget then serves, and turns HMAC off for the in-app integration', async () => {
    const branded = await management(server, 'PATCH', '/organization', {
      branding: { color: '#0B5FFF', direction: 'rtl' },
    });
    expect(branded.body.data.branding).toMatchObject({ color: '#0B5FFF', direction: 'rtl' });
    expect(
      (await management(server, 'PATCH', '/organization', { branding: { color: 'red;}' } })).status,
    ).toBe(400);

    const environment = await management(server, 'GET', '/environments/me');
    const { applicationIdentifier } = environment.body.data;
    const session = (subscriberId: string, hmacHash?: string) =>
      postJson(`${server.url}/v1/widgets/session/initialize`, {
        applicationIdentifier,
        subscriberId,
        ...(hmacHash && { hmacHash }),
      });
    expect((await session('no-hash')).status).toBe(400);

    await management(server, 'PATCH', '/environments/me', { hmacRequired: false });
    const opened = await session('no-hash');
    expect(opened.status).toBe(201);
    const organization = await getJson(`${server.url}/v1/widgets/organization`, opened.body.data.token);
    expect(organization.body.data.branding).toMatchObject({ color: '#0B5FFF', direction: 'rtl' });

    await management(server, 'PATCH', '/environments/me', { hmacRequired: true });
    const hash = createHmac('sha256', server.herald.seed!.apiKey).update('with-hash').digest('hex');
    expect((await session('with-hash', hash)).status).toBe(201);
  });
});
