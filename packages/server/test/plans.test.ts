import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFeatureErrorSchema } from '@herald/protocol/schemas';
import { setOrganizationPlan } from '../src/platform/plans.js';
import { management, startServer, type TestServer } from './harness.js';
import { asMember, call, signUp } from './platform-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

let counter = 0;
function workflow(steps: unknown[]) {
  counter += 1;
  return { name: `Workflow ${counter}`, triggerIdentifier: `plan-${counter}`, steps };
}
const delay = { type: 'delay', amount: 1, unit: 'hours' };
const inApp = { type: 'in_app', content: 'Hi' };
const email = { type: 'email', subject: 'Hi', body: '<p>Hi</p>' };

describe('plan-limited features', () => {
  it('refuses a delay step on the free plan with a 403 naming plan and feature, then allows it on business', async () => {
    const admin = await signUp(server);
    const refused = await asMember(server, admin, 'POST', '/workflows', workflow([inApp, delay, inApp]));
    expect(planFeatureErrorSchema.parse(refused.body)).toEqual({
      statusCode: 403,
      message: 'The free plan does not include the delay feature: upgrade the plan to use it',
      plan: 'free',
      feature: 'delay',
    });

    await setOrganizationPlan(server.herald.ctx, admin.organizationId, 'business');
    const allowed = await asMember(server, admin, 'POST', '/workflows', workflow([inApp, delay, inApp]));
    expect(allowed.status).toBe(201);
    const organization = await call(server, 'GET', '/platform/organization', { token: admin.token });
    expect(organization.body.data).toMatchObject({
      plan: 'business',
      features: expect.arrayContaining(['delay']),
    });
  });

  it('refuses several channels in one workflow on the free plan, on create and on update, with an API key too', async () => {
    const admin = await signUp(server);
    const key = admin.environments[0]!.apiKey.key;
    const created = await management(server, 'POST', '/workflows', workflow([inApp, email]), key);
    expect(created.body).toMatchObject({ statusCode: 403, plan: 'free', feature: 'multi_channel' });
    // The same route spelled with a percent-encoded letter.
    const encoded = await management(server, 'POST', '/%77orkflows', workflow([inApp, email]), key);
    expect(encoded.body).toMatchObject({ statusCode: 403, plan: 'free', feature: 'multi_channel' });

    const single = await management(server, 'POST', '/workflows', workflow([inApp]), key);
    expect(single.status).toBe(201);
    const updated = await management(
      server,
      'PUT',
      `/workflows/${single.body.data._id}`,
      { steps: [inApp, email] },
      key,
    );
    expect(updated.body).toMatchObject({ statusCode: 403, feature: 'multi_channel' });
    // Nothing was stored.
    const read = await management(server, 'GET', `/workflows/${single.body.data._id}`, undefined, key);
    expect(read.body.data.steps).toHaveLength(1);
  });

  it("leaves the institution's own organisation on the unlimited plan", async () => {
    const created = await management(server, 'POST', '/workflows', workflow([inApp, delay, email]));
    expect(created.status).toBe(201);
  });
});

describe('rate limits follow the plan', () => {
  it("sizes an API key's buckets by the plan per category, with the burst allowance", async () => {
    server.freeze();
    const admin = await signUp(server);
    const key = admin.environments[0]!.apiKey.key;
    const burst = async (method: string, path: string, body?: unknown) =>
      /burst=(\d+);/.exec(
        (await call(server, method, path, { headers: { authorization: `ApiKey ${key}` }, body })).headers.get(
          'ratelimit-policy',
        ) ?? '',
      )?.[1];
    expect(await burst('POST', '/events/trigger', { name: 'none', to: 's-1' })).toBe('66');
    expect(await burst('GET', '/subscribers')).toBe('16');
    expect(await burst('POST', '/workflows', workflow([inApp]))).toBe('33');

    await setOrganizationPlan(server.herald.ctx, admin.organizationId, 'enterprise');
    expect(await burst('POST', '/events/trigger', { name: 'none', to: 's-1' })).toBe('6600');
  });
});
