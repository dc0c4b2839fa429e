import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresFrom } from '../src/config.js';
import { requestFingerprint } from '../src/http/idempotency.js';
import { startServer, type TestServer } from './harness.js';
import { call, signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
  await keyed(server, randomUUID(), 'POST', '/workflows', {
    name: 'Idempotent',
    triggerIdentifier: 'idempotent',
    steps: [{ type: 'in_app', content: 'Hello {{n}}' }],
  });
});
afterAll(() => server.stop());

function keyed(
  target: TestServer,
  key: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  apiKey = target.herald.seed!.apiKey,
) {
  return call(target, method, path, {
    headers: { authorization: `ApiKey ${apiKey}`, ...(key !== undefined && { 'idempotency-key': key }) },
    body,
  });
}

async function notificationsOf(target: TestServer, subscriberId: string) {
  const rows = await target.herald.ctx.db
    .selectFrom('notifications')
    .innerJoin('subscribers', 'subscribers.id', 'notifications.subscriber_id')
    .select('notifications.transaction_id')
    .where('subscribers.subscriber_id', '=', subscriberId)
    .execute();
  return rows.map((row) => row.transaction_id);
}

describe('Idempotency-Key on triggers', () => {
  it('carries a trigger out once and replays its first answer to the same key and body', async () => {
    server.freeze();
    const key = randomUUID();
    const subscriberId = `idem-${randomUUID()}`;
    const event = { name: 'idempotent', to: subscriberId, payload: { n: 1 } };
    const first = await keyed(server, key, 'POST', '/events/trigger', event);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotency-key')).toBe(key);
    expect(first.headers.get('idempotency-replay')).toBeNull();

    const again = await keyed(server, key, 'POST', '/events/trigger', event);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replay')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.body).toEqual(first.body);

    await server.herald.worker.drain();
    expect(await notificationsOf(server, subscriberId)).toEqual([first.body.data.transactionId]);
  });

  it('answers 422 to the same key with another body, and carries nothing out', async () => {
    server.freeze();
    const key = randomUUID();
    const subscriberId = `idem-${randomUUID()}`;
    await keyed(server, key, 'POST', '/events/trigger', { name: 'idempotent', to: subscriberId });
    const other = await keyed(server, key, 'POST', '/events/trigger', {
      name: 'idempotent',
      to: subscriberId,
      payload: { n: 2 },
    });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      statusCode: 422,
      message: `Idempotency key ${key} was already used for a different request`,
    });
    // Another route with the same key is another request too.
    expect((await keyed(server, key, 'POST', '/subscribers', { subscriberId })).status).toBe(422);
    await server.herald.worker.drain();
    expect(await notificationsOf(server, subscriberId)).toHaveLength(1);
  });

  it('answers 409 while another process is still carrying out the first call, until that call is abandoned', async () => {
    server.freeze();
    const key = randomUUID();
    const subscriberId = `idem-${randomUUID()}`;
    const event = { name: 'idempotent', to: subscriberId };
    const environment = await server.herald.ctx.db
      .selectFrom('environments')
      .select('id')
      .where('application_identifier', '=', server.herald.seed!.applicationIdentifier)
      .executeTakeFirstOrThrow();
    const now = server.herald.ctx.now();
    await server.herald.ctx.db
      .insertInto('idempotency_keys')
      .values({
        environment_id: environment.id,
        key,
        fingerprint: requestFingerprint('POST', '/v1/events/trigger', event),
        state: 'in_flight',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 5 * 60_000).toISOString(),
      })
      .execute();

    const busy = await keyed(server, key, 'POST', '/events/trigger', event);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(busy.body.message).toBe(
      `A request with idempotency key ${key} is still being processed: retry shortly`,
    );

    server.advance(5 * 60_000);
    const taken = await keyed(server, key, 'POST', '/events/trigger', event);
    expect(taken.status).toBe(201);
    expect(taken.headers.get('idempotency-replay')).toBeNull();
  });

  it('forgets a key after a day: the same key then starts a new call', async () => {
    server.freeze();
    const key = randomUUID();
    const subscriberId = `idem-${randomUUID()}`;
    const first = await keyed(server, key, 'POST', '/events/trigger', {
      name: 'idempotent',
      to: subscriberId,
    });
    server.advance(24 * 60 * 60_000 - 1000);
    const replayed = await keyed(server, key, 'POST', '/events/trigger', {
      name: 'idempotent',
      to: subscriberId,
    });
    expect(replayed.headers.get('idempotency-replay')).toBe('true');

    server.advance(1000);
    const fresh = await keyed(server, key, 'POST', '/events/trigger', {
      name: 'idempotent',
      to: subscriberId,
      payload: { n: 3 },
    });
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('idempotency-replay')).toBeNull();
    expect(fresh.body.data.transactionId).not.toBe(first.body.data.transactionId);
  });

  it('keeps keys per environment', async () => {
    server.freeze();
    const key = randomUUID();
    const [a, b] = [await signUp(server), await signUp(server)];
    const inA = await keyed(
      server,
      key,
      'POST',
      '/subscribers',
      { subscriberId: 'in-a' },
      a.environments[0]!.apiKey.key,
    );
    const inB = await keyed(
      server,
      key,
      'POST',
      '/subscribers',
      { subscriberId: 'in-b' },
      b.environments[0]!.apiKey.key,
    );
    expect([inA.status, inB.status]).toEqual([201, 201]);
    expect(inB.headers.get('idempotency-replay')).toBeNull();
    expect(inB.body.data.subscriberId).toBe('in-b');
  });

  it('lets the key go when the first call is refused, so the corrected call can use it', async () => {
    server.freeze();
    const key = randomUUID();
    const refused = await keyed(server, key, 'POST', '/subscribers', { subscriberId: 'x', email: 'nope' });
    expect(refused.status).toBe(400);
    const corrected = await keyed(server, key, 'POST', '/subscribers', { subscriberId: `ok-${key}` });
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotency-replay')).toBeNull();
  });
});

describe('Idempotency-Key on the rest of the management API', () => {
  it('replays a PATCH too, and ignores the key on reads', async () => {
    server.freeze();
    const key = randomUUID();
    const admin = await signUp(server);
    const apiKey = admin.environments[0]!.apiKey.key;
    const first = await keyed(server, key, 'PATCH', '/organization', { name: 'Renamed' }, apiKey);
    expect(first.status).toBe(200);
    const again = await keyed(server, key, 'PATCH', '/organization', { name: 'Renamed' }, apiKey);
    expect(again.headers.get('idempotency-replay')).toBe('true');
    expect(again.body).toEqual(first.body);

    const read = await keyed(server, key, 'GET', '/organization', undefined, apiKey);
    expect(read.status).toBe(200);
    expect(read.headers.get('idempotency-key')).toBeNull();
  });

  it('refuses a key that is empty, too long or not visible ASCII with 400', async () => {
    const cases: [string, string][] = [
      ['', 'The Idempotency-Key header is empty'],
      ['k'.repeat(256), 'The Idempotency-Key header is longer than 255 characters'],
      ['two words', 'The Idempotency-Key header may hold only visible ASCII characters'],
    ];
    for (const [key, message] of cases) {
      const refused = await keyed(server, key, 'POST', '/subscribers', { subscriberId: 'never' });
      expect(refused.body).toEqual({ statusCode: 400, message });
    }
    expect(
      (await keyed(server, 'k'.repeat(255), 'POST', '/subscribers', { subscriberId: 'longest' })).status,
    ).toBe(201);
  });
});

describe('the API description', () => {
  it('names the Idempotency-Key header on management writes and the 429 of the rate limit', async () => {
    const spec = (await (await fetch(`${server.url}/v1/docs/json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>>;
    };
    const trigger = spec.paths['/events/trigger']!.post!;
    expect(trigger.parameters?.map((parameter) => parameter.name)).toContain('Idempotency-Key');
    expect(trigger.responses).toHaveProperty('429');
    expect(spec.paths['/subscribers']!.get!.parameters?.map((p) => p.name) ?? []).not.toContain(
      'Idempotency-Key',
    );
  });
});

describe('two processes sharing one database', () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startServer({ dataDir: server.dataDir });
  });
  afterAll(() => second.herald.close());

  it('carry out concurrent first calls with one key once', async () => {
    const key = randomUUID();
    const subscriberId = `idem-${randomUUID()}`;
    const event = { name: 'idempotent', to: subscriberId };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        keyed(
          index % 2 === 0 ? server : second,
          key,
          'POST',
          '/events/trigger',
          event,
          server.herald.seed!.apiKey,
        ),
      ),
    );
    const carriedOut = answers.filter(
      (answer) => answer.status === 201 && answer.headers.get('idempotency-replay') === null,
    );
    expect(carriedOut).toHaveLength(1);
    for (const answer of answers) {
      if (answer === carriedOut[0]) continue;
      if (answer.status === 201) expect(answer.body).toEqual(carriedOut[0]!.body);
      else expect(answer.status).toBe(409);
    }
    await server.herald.worker.drain();
    expect(await notificationsOf(server, subscriberId)).toHaveLength(1);
  });
});

describe('with the "API idempotency" flag off', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startServer({ features: { ...featuresFrom({}), apiIdempotency: false } });
    await keyed(plain, undefined, 'POST', '/workflows', {
      name: 'Plain',
      triggerIdentifier: 'plain',
      steps: [{ type: 'in_app', content: 'Hi' }],
    });
  });
  afterAll(() => plain.stop());

  it('carries out every call, key or not', async () => {
    const key = randomUUID();
    const event = { name: 'plain', to: 'plain-1' };
    const first = await keyed(plain, key, 'POST', '/events/trigger', event);
    const second = await keyed(plain, key, 'POST', '/events/trigger', event);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotency-replay')).toBeNull();
    expect(second.body.data.transactionId).not.toBe(first.body.data.transactionId);
  });
});
