import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, RATE_LIMIT_CATEGORIES, type Plan, type RateLimitCategory } from '@herald/protocol';
import { featuresFrom } from '../src/config.js';
import { setOrganizationPlan } from '../src/platform/plans.js';
import { answerOf, bucketOf } from '../src/security/rate-limit-bucket.js';
import { rateLimitSettingsFrom } from '../src/security/rate-limit-settings.js';
import { memoryBucketStore, redisBucketStore, type BucketStore } from '../src/security/rate-limit-store.js';
import { startServer, type TestServer } from './harness.js';
import { asMember, call, signUp, type SignedUp } from './platform-support.js';

const redisUrl = process.env.TEST_REDIS_URL;

// Read from the platform's table (ENGINE §7): burst = floor(max × window × 1.1) with the one-second window.
const BURSTS: Record<Plan, Record<RateLimitCategory, number>> = {
  free: { trigger: 66, configuration: 16, global: 33 },
  business: { trigger: 660, configuration: 165, global: 330 },
  enterprise: { trigger: 6600, configuration: 1650, global: 3300 },
  unlimited: { trigger: 6600, configuration: 1650, global: 3300 },
};
const settings = rateLimitSettingsFrom({});

const cases = PLANS.flatMap((plan) =>
  RATE_LIMIT_CATEGORIES.map((category) => ({
    plan,
    category,
    maximum: settings.maximumPerSecond[plan][category],
    burst: BURSTS[plan][category],
  })),
);

/** Takes single tokens until the bucket refuses; answers how many were taken. */
async function drain(store: BucketStore, key: string, bucket: ReturnType<typeof bucketOf>, now: number) {
  let taken = 0;
  while ((await store.take(key, bucket, 1, now)).allowed) taken += 1;
  return taken;
}

function bucketArithmetic(name: string, open: () => Promise<BucketStore>) {
  describe(`token bucket arithmetic (${name})`, () => {
    let store: BucketStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());
    const now = Date.UTC(2026, 10, 22, 9);

    it.each(cases)(
      '$plan plan, $category: a full bucket holds $burst single calls and a bulk call only above 100',
      async ({ maximum, burst }) => {
        const bucket = bucketOf(maximum, settings.windowDuration, settings.burstAllowance);
        expect(bucket).toEqual({ limit: maximum, burst, windowMs: 1000 });

        const bulk = await store.take(randomUUID(), bucket, settings.costs.bulk, now);
        expect(bulk.allowed).toBe(burst >= 100);
        expect(answerOf(bucket, bulk.level, 100, bulk.allowed).remaining).toBe(
          burst >= 100 ? burst - 100 : burst,
        );

        expect(await drain(store, randomUUID(), bucket, now)).toBe(burst);
      },
    );

    it('refills by the limit per window, token by token, and never above the burst', async () => {
      const bucket = bucketOf(60, 1, 0.1);
      const key = randomUUID();
      expect(await drain(store, key, bucket, now)).toBe(66);
      // 60 tokens a second is one per 16⅔ ms: none after 16 ms, one after 17 ms.
      expect((await store.take(key, bucket, 1, now + 16)).allowed).toBe(false);
      expect((await store.take(key, bucket, 1, now + 17)).allowed).toBe(true);
      expect(await drain(store, key, bucket, now + 1017)).toBe(60);
      // An hour idle fills the bucket to its burst, not beyond.
      expect(await drain(store, key, bucket, now + 3_600_000)).toBe(66);
    });

    it('counts a five-second window as five times the limit, with its burst', async () => {
      const bucket = bucketOf(60, 5, 0.1);
      expect(bucket).toEqual({ limit: 300, burst: 330, windowMs: 5000 });
      const key = randomUUID();
      expect(await drain(store, key, bucket, now)).toBe(330);
      expect(await drain(store, key, bucket, now + 5000)).toBe(300);
    });

    it('never lets a bulk call through a bucket smaller than its cost, however long it waits', async () => {
      const bucket = bucketOf(60, 1, 0.1);
      const key = randomUUID();
      for (const later of [0, 1000, 60_000, 86_400_000]) {
        const answer = await store.take(key, bucket, 100, now + later);
        expect(answer.allowed).toBe(false);
        expect(answerOf(bucket, answer.level, 100, false).remaining).toBe(66);
      }
    });
  });
}

bucketArithmetic('in memory', async () => memoryBucketStore());
// The Redis script must agree with the in-memory arithmetic; it needs a Redis server to run against.
describe.runIf(redisUrl)('with Redis', () => {
  bucketArithmetic('Redis', () => redisBucketStore(redisUrl!, `herald-test:${randomUUID()}:`));
});

describe('API_RATE_LIMIT_* variables', () => {
  it('override the defaults, and a wrong value stops the server from starting', () => {
    const overridden = rateLimitSettingsFrom({
      API_RATE_LIMIT_ALGORITHM_BURST_ALLOWANCE: '0.5',
      API_RATE_LIMIT_ALGORITHM_WINDOW_DURATION: '5',
      API_RATE_LIMIT_COST_BULK: '50',
      API_RATE_LIMIT_MAXIMUM_FREE_TRIGGER: '7',
    });
    expect(overridden).toMatchObject({
      burstAllowance: 0.5,
      windowDuration: 5,
      costs: { single: 1, bulk: 50 },
      maximumPerSecond: { free: { trigger: 7, configuration: 15, global: 30 } },
    });
    expect(() => rateLimitSettingsFrom({ API_RATE_LIMIT_ALGORITHM_WINDOW_DURATION: '0' })).toThrow(
      /API_RATE_LIMIT_ALGORITHM_WINDOW_DURATION/,
    );
    expect(() => rateLimitSettingsFrom({ API_RATE_LIMIT_MAXIMUM_BUSINESS_GLOBAL: 'many' })).toThrow();
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

function withKey(target: TestServer, admin: SignedUp, method: string, path: string, body?: unknown) {
  const key = admin.environments[0]!.apiKey.key;
  return call(target, method, path, { headers: { authorization: `ApiKey ${key}` }, body });
}

describe('rate-limited management API', () => {
  it('sends the RateLimit headers of the plan, category and cost with each API-key call', async () => {
    server.freeze();
    const admin = await signUp(server);
    const trigger = await withKey(server, admin, 'POST', '/events/trigger', { name: 'none', to: 's-1' });
    expect(trigger.headers.get('ratelimit-limit')).toBe('60');
    expect(trigger.headers.get('ratelimit-remaining')).toBe('65');
    expect(trigger.headers.get('ratelimit-reset')).toBe('1');
    expect(trigger.headers.get('ratelimit-policy')).toBe(
      '60;w=1;burst=66;comment="token bucket";category="trigger";cost="single";serviceLevel="free"',
    );
    expect(trigger.headers.get('x-ratelimit-category')).toBeNull();

    await setOrganizationPlan(server.herald.ctx, admin.organizationId, 'enterprise');
    const after = await withKey(server, admin, 'POST', '/events/trigger', { name: 'none', to: 's-1' });
    expect(after.headers.get('ratelimit-policy')).toBe(
      '6000;w=1;burst=6600;comment="token bucket";category="trigger";cost="single";serviceLevel="enterprise"',
    );
  });

  it('assigns the category by resource, not by method', async () => {
    server.freeze();
    const admin = await signUp(server);
    const category = async (method: string, path: string, body?: unknown) =>
      /category="(\w+)"/.exec(
        (await withKey(server, admin, method, path, body)).headers.get('ratelimit-policy') ?? '',
      )?.[1];
    expect(await category('DELETE', '/events/trigger/tx-1')).toBe('trigger');
    expect(await category('GET', '/subscribers')).toBe('configuration');
    expect(await category('POST', '/subscribers', { subscriberId: 'c-1' })).toBe('configuration');
    expect(await category('GET', '/topics')).toBe('configuration');
    expect(await category('GET', '/workflows')).toBe('global');
    expect(await category('POST', '/workflows', { name: 'W', triggerIdentifier: 'w', steps: [] })).toBe(
      'global',
    );
    expect(await category('GET', '/execution-details?transactionId=tx-1')).toBe('global');
  });

  it('answers 429 with Retry-After once the bucket is empty, and lets calls through as it refills', async () => {
    server.freeze();
    const admin = await signUp(server);
    for (let call = 1; call <= 16; call += 1) {
      const listed = await withKey(server, admin, 'GET', '/subscribers');
      expect(listed.status).toBe(200);
      expect(listed.headers.get('ratelimit-remaining')).toBe(String(16 - call));
    }
    const refused = await withKey(server, admin, 'GET', '/subscribers');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'API rate limit exceeded' });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-reset')).toBe('2');

    // Other categories keep their own buckets.
    expect((await withKey(server, admin, 'GET', '/workflows')).status).toBe(200);

    server.advance(1000);
    const refilled = await withKey(server, admin, 'GET', '/subscribers');
    expect(refilled.status).toBe(200);
    expect(refilled.headers.get('ratelimit-remaining')).toBe('14');
  });

  it('always refuses a bulk trigger on the free plan, and takes 100 tokens for it on business', async () => {
    server.freeze();
    const admin = await signUp(server);
    const events = { events: [{ name: 'none', to: 'b-1' }] };
    const refused = await withKey(server, admin, 'POST', '/events/trigger/bulk', events);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toContain('cost="bulk";serviceLevel="free"');
    expect(refused.headers.get('ratelimit-remaining')).toBe('66');
    server.advance(3_600_000);
    expect((await withKey(server, admin, 'POST', '/events/trigger/broadcast', { name: 'none' })).status).toBe(
      429,
    );

    await setOrganizationPlan(server.herald.ctx, admin.organizationId, 'business');
    // The bucket fills up to the new plan's burst over the next second.
    server.advance(1000);
    const allowed = await withKey(server, admin, 'POST', '/events/trigger/bulk', events);
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('ratelimit-remaining')).toBe('560');
  });

  it("leaves a member's dashboard calls unlimited", async () => {
    server.freeze();
    const admin = await signUp(server);
    for (let call = 0; call < 20; call += 1) {
      const listed = await asMember(server, admin, 'GET', '/subscribers');
      expect(listed.status).toBe(200);
      expect(listed.headers.get('ratelimit-limit')).toBeNull();
    }
  });

  it('counts an organisation without a plan as unlimited', async () => {
    server.freeze();
    const seeded = await call(server, 'GET', '/subscribers', {
      headers: { authorization: `ApiKey ${server.herald.seed!.apiKey}` },
    });
    expect(seeded.headers.get('ratelimit-policy')).toContain('burst=1650;');
    expect(seeded.headers.get('ratelimit-policy')).toContain('serviceLevel="unlimited"');
  });
});

describe("an environment's own limits", () => {
  it('apply as serviceLevel "custom" where set, and the plan elsewhere', async () => {
    server.freeze();
    const admin = await signUp(server);
    const set = await asMember(server, admin, 'PATCH', '/environments/me', {
      apiRateLimits: { configuration: 2 },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.apiRateLimits).toEqual({ configuration: 2 });
    expect((await withKey(server, admin, 'GET', '/environments/me')).body.data.apiRateLimits).toEqual({
      configuration: 2,
    });

    const first = await withKey(server, admin, 'GET', '/subscribers');
    expect(first.headers.get('ratelimit-policy')).toBe(
      '2;w=1;burst=2;comment="token bucket";category="configuration";cost="single";serviceLevel="custom"',
    );
    expect((await withKey(server, admin, 'GET', '/subscribers')).status).toBe(200);
    expect((await withKey(server, admin, 'GET', '/subscribers')).status).toBe(429);
    const global = await withKey(server, admin, 'GET', '/workflows');
    expect(global.headers.get('ratelimit-policy')).toContain('serviceLevel="free"');

    const cleared = await asMember(server, admin, 'PATCH', '/environments/me', { apiRateLimits: null });
    expect(cleared.body.data.apiRateLimits).toBeNull();
    server.advance(1000);
    const back = await withKey(server, admin, 'GET', '/subscribers');
    expect(back.headers.get('ratelimit-policy')).toContain('burst=16;');
  });

  it('are set by an admin within the plan, never by the API key they limit', async () => {
    server.freeze();
    const admin = await signUp(server);
    const byKey = await withKey(server, admin, 'PATCH', '/environments/me', {
      apiRateLimits: { trigger: 1 },
    });
    expect(byKey.status).toBe(403);
    expect(byKey.body.message).toBe("Only an organisation admin may change the environment's rate limits");

    const above = await asMember(server, admin, 'PATCH', '/environments/me', {
      apiRateLimits: { trigger: 61 },
    });
    expect(above.status).toBe(403);
    expect(above.body.message).toBe('The free plan allows at most 60 trigger requests per second');

    for (const body of [
      { apiRateLimits: {} },
      { apiRateLimits: { trigger: 0 } },
      { apiRateLimits: { trigger: 1.5 } },
      { apiRateLimits: { bulk: 5 } },
      {},
    ]) {
      const refused = await asMember(server, admin, 'PATCH', '/environments/me', body);
      expect(refused.status).toBe(400);
      expect(refused.body.statusCode).toBe(400);
    }
    // The key may still change the HMAC setting.
    expect((await withKey(server, admin, 'PATCH', '/environments/me', { hmacRequired: false })).status).toBe(
      200,
    );
  });
});

describe('with the "API rate limiting" flag off', () => {
  let unlimited: TestServer;
  beforeAll(async () => {
    unlimited = await startServer({
      platformSignUpsPerHour: 1000,
      features: { ...featuresFrom({}), apiRateLimiting: false },
    });
  });
  afterAll(() => unlimited.stop());

  it('sends no RateLimit headers and never answers 429', async () => {
    unlimited.freeze();
    const admin = await signUp(unlimited);
    for (let call = 0; call < 20; call += 1) {
      const listed = await withKey(unlimited, admin, 'GET', '/subscribers');
      expect(listed.status).toBe(200);
      expect(listed.headers.get('ratelimit-policy')).toBeNull();
    }
    const bulk = await withKey(unlimited, admin, 'POST', '/events/trigger/bulk', {
      events: [{ name: 'none', to: 'b-1' }],
    });
    expect(bulk.status).toBe(201);
  });
});

// Several server processes behind one address must share one bucket; that needs the Redis they scale out with.
describe.runIf(redisUrl)('scaled out with Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startServer({ platformSignUpsPerHour: 1000, redisUrl });
    // The second process shares the first one's database (the same SQLite file or PostgreSQL schema).
    second = await startServer({ platformSignUpsPerHour: 1000, redisUrl, dataDir: first.dataDir });
  });
  afterAll(async () => {
    await second.herald.close();
    await first.stop();
  });

  it('takes from one bucket whichever process answers', async () => {
    const at = Date.now();
    first.freeze(at);
    second.freeze(at);
    const admin = await signUp(first);
    for (let call = 1; call <= 16; call += 1) {
      const target = call % 2 === 0 ? first : second;
      const listed = await withKey(target, admin, 'GET', '/subscribers');
      expect(listed.status).toBe(200);
      expect(listed.headers.get('ratelimit-remaining')).toBe(String(16 - call));
    }
    expect((await withKey(first, admin, 'GET', '/subscribers')).status).toBe(429);
    expect((await withKey(second, admin, 'GET', '/subscribers')).status).toBe(429);

    first.advance(1000);
    second.advance(1000);
    expect((await withKey(second, admin, 'GET', '/subscribers')).headers.get('ratelimit-remaining')).toBe(
      '14',
    );
  });
});
