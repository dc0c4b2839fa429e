// Tenants: the management API (create, paged list, read, update, delete, its 4xx answers and the environment
// scope), triggers that name a tenant (unknown, known, given as an object), the tenant in templates and in step
// filters read from the stored tenant when the step runs, and the multi-tenancy flag switched off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVIRONMENT_HEADER, FILTER_OPERATORS, type FilterOperator } from '@herald/protocol';
import { featuresFrom } from '../src/config.js';
import { management, startServer, type TestServer } from './harness.js';
import { call, signUp } from './platform-support.js';

let server: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

async function createTenant(data: Record<string, unknown> = {}, name = 'Faculty of Law') {
  const identifier = unique('tenant');
  const created = await management(server, 'POST', '/tenants', { identifier, name, data });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return identifier;
}

async function workflow(steps: unknown[]) {
  const identifier = unique('tenant-flow');
  const created = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return identifier;
}

async function trigger(target: TestServer, name: string, tenant: unknown) {
  const subscriberId = unique('tenant-subscriber');
  const answer = await management(target, 'POST', '/events/trigger', { name, to: subscriberId, tenant });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { status: string; transactionId: string };
}

async function jobs(target: TestServer, transactionId: string) {
  return target.herald.ctx.db
    .selectFrom('jobs')
    .select(['status', 'tenant_identifier', 'error'])
    .where('transaction_id', '=', transactionId)
    .orderBy('step_index')
    .execute();
}

async function contents(target: TestServer, transactionId: string) {
  const rows = await target.herald.ctx.db
    .selectFrom('messages')
    .select('content')
    .where('transaction_id', '=', transactionId)
    .execute();
  return rows.map((row) => row.content);
}

async function details(target: TestServer, transactionId: string) {
  const { body } = await management(target, 'GET', `/execution-details?transactionId=${transactionId}`);
  return body.data as { detail: string; status: string; raw: Record<string, unknown> | null }[];
}

describe('tenants API', () => {
  it('creates, reads, updates and deletes a tenant', async () => {
    const identifier = unique('acme');
    const created = await management(server, 'POST', '/tenants', {
      identifier,
      name: 'Acme',
      data: { plan: 'gold' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ identifier, name: 'Acme', data: { plan: 'gold' } });
    expect(created.body.data._id).toEqual(expect.any(String));

    const read = await management(server, 'GET', `/tenants/${identifier}`);
    expect(read.body.data).toEqual(created.body.data);

    const renamed = unique('acme-renamed');
    const updated = await management(server, 'PATCH', `/tenants/${identifier}`, {
      identifier: renamed,
      name: 'Acme Ltd',
      data: { plan: 'silver', seats: 3 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      _id: created.body.data._id,
      identifier: renamed,
      name: 'Acme Ltd',
      data: { plan: 'silver', seats: 3 },
    });
    expect((await management(server, 'GET', `/tenants/${identifier}`)).status).toBe(404);

    const nameOnly = await management(server, 'PATCH', `/tenants/${renamed}`, { name: 'Acme Group' });
    expect(nameOnly.body.data).toMatchObject({ name: 'Acme Group', data: { plan: 'silver', seats: 3 } });

    const deleted = await management(server, 'DELETE', `/tenants/${renamed}`);
    expect(deleted.body).toEqual({ data: { acknowledged: true, status: 'deleted' } });
    expect(await management(server, 'GET', `/tenants/${renamed}`)).toMatchObject({
      status: 404,
      body: { statusCode: 404, message: `Tenant "${renamed}" not found` },
    });
    expect((await management(server, 'DELETE', `/tenants/${renamed}`)).status).toBe(404);
  });

  it('answers 409 for an identifier already taken, on create and on update', async () => {
    const first = await createTenant();
    const second = await createTenant();
    expect(await management(server, 'POST', '/tenants', { identifier: first, name: 'Again' })).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: `A tenant with the identifier "${first}" exists` },
    });
    const clash = await management(server, 'PATCH', `/tenants/${second}`, { identifier: first });
    expect(clash.status).toBe(409);
    expect((await management(server, 'GET', `/tenants/${second}`)).status).toBe(200);
  });

  it('lists tenants a page at a time, oldest first', async () => {
    const other = await signUp(server);
    const key = other.environments[0]!.apiKey.key;
    const made: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const identifier = unique('paged');
      server.advance(1);
      await management(server, 'POST', '/tenants', { identifier, name }, key);
      made.push(identifier);
    }
    const first = await management(server, 'GET', '/tenants?limit=2', undefined, key);
    expect(first.body).toMatchObject({ page: 0, pageSize: 2, hasMore: true });
    const second = await management(server, 'GET', '/tenants?limit=2&page=1', undefined, key);
    expect(second.body).toMatchObject({ page: 1, pageSize: 2, hasMore: false });
    const listed = [...first.body.data, ...second.body.data].map((tenant) => tenant.identifier);
    expect(listed).toEqual(made);
  });

  it.each([
    ['a missing name', 'POST', '/tenants', { identifier: 'x' }, /^name: /],
    ['an identifier with spaces', 'POST', '/tenants', { identifier: 'a b', name: 'A' }, /^identifier: /],
    ['data that is not an object', 'POST', '/tenants', { identifier: 'x', name: 'A', data: [1] }, /^data: /],
    ['an unknown field', 'POST', '/tenants', { identifier: 'x', name: 'A', plan: 'gold' }, /plan/],
    ['an empty name on update', 'PATCH', '/tenants/anything', { name: '' }, /^name: /],
    ['a page size of zero', 'GET', '/tenants?limit=0', undefined, /^limit: /],
    ['a page size over 100', 'GET', '/tenants?limit=101', undefined, /^limit: /],
  ])('refuses %s with 400 JSON', async (_name, method, pathname, body, message) => {
    const answer = await management(server, method, pathname, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
  });

  it('keeps tenants to the environment of the key: another environment gets 404 and its own namespace', async () => {
    const identifier = await createTenant({ plan: 'gold' });
    const other = await signUp(server);
    const key = other.environments[0]!.apiKey.key;
    expect((await management(server, 'GET', `/tenants/${identifier}`, undefined, key)).status).toBe(404);
    expect((await management(server, 'PATCH', `/tenants/${identifier}`, { name: 'X' }, key)).status).toBe(
      404,
    );
    expect((await management(server, 'DELETE', `/tenants/${identifier}`, undefined, key)).status).toBe(404);
    const list = await management(server, 'GET', '/tenants', undefined, key);
    expect(list.body.data.map((tenant: { identifier: string }) => tenant.identifier)).not.toContain(
      identifier,
    );
    // The same identifier is free in another environment.
    const own = await management(server, 'POST', '/tenants', { identifier, name: 'Theirs' }, key);
    expect(own.status).toBe(201);
    expect((await management(server, 'GET', `/tenants/${identifier}`)).body.data.name).toBe('Faculty of Law');
  });

  it('asks for credentials, and lets a member act in the environment the header names', async () => {
    const anonymous = await fetch(`${server.url}/v1/tenants`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ statusCode: 401 });
    expect((await management(server, 'GET', '/tenants', undefined, 'hk_wrong')).status).toBe(401);

    const admin = await signUp(server);
    const environment = admin.environments[0]!;
    const headers = { [ENVIRONMENT_HEADER]: environment._id };
    const created = await call(server, 'POST', '/tenants', {
      token: admin.token,
      headers,
      body: { identifier: 'member-made', name: 'By a member' },
    });
    expect(created.status).toBe(201);
    const read = await management(server, 'GET', '/tenants/member-made', undefined, environment.apiKey.key);
    expect(read.body.data.name).toBe('By a member');
  });
});

describe('triggers with a tenant', () => {
  it('answers no_tenant_found for an unknown identifier and delivers nothing', async () => {
    const name = await workflow([{ type: 'in_app', content: 'Hello' }]);
    const answer = await trigger(server, name, unique('nobody'));
    expect(answer.status).toBe('no_tenant_found');
    expect(await jobs(server, answer.transactionId)).toEqual([]);
    expect((await details(server, answer.transactionId)).map((entry) => entry.detail)).toContain(
      'TENANT_NOT_FOUND',
    );
    // An object without a name cannot make the tenant either.
    const object = await trigger(server, name, { identifier: unique('nobody') });
    expect(object.status).toBe('no_tenant_found');
  });

  it('records a known tenant on the notification and jobs and renders tenant.* in templates', async () => {
    const tenant = await createTenant({ plan: 'gold' }, 'Faculty of Arts');
    const name = await workflow([
      { type: 'in_app', content: '{{tenant.name}} ({{tenant.data.plan}})' },
      { type: 'in_app', content: 'for {{tenant.identifier}}' },
    ]);
    const answer = await trigger(server, name, tenant);
    expect(answer.status).toBe('processed');
    const notification = await server.herald.ctx.db
      .selectFrom('notifications')
      .select('tenant_identifier')
      .where('transaction_id', '=', answer.transactionId)
      .executeTakeFirstOrThrow();
    expect(notification.tenant_identifier).toBe(tenant);
    await server.herald.worker.drain();
    expect(await jobs(server, answer.transactionId)).toEqual([
      { status: 'completed', tenant_identifier: tenant, error: null },
      { status: 'completed', tenant_identifier: tenant, error: null },
    ]);
    expect((await contents(server, answer.transactionId)).sort()).toEqual(
      ['Faculty of Arts (gold)', `for ${tenant}`].sort(),
    );
    const selected = (await details(server, answer.transactionId)).filter(
      (entry) => entry.detail === 'TENANT_CONTEXT_SELECTED',
    );
    expect(selected).toHaveLength(2);
    expect(selected[0]!.raw).toMatchObject({ identifier: tenant, name: 'Faculty of Arts' });
  });

  it('creates a tenant given as an object with a name, and brings a known one up to date', async () => {
    const name = await workflow([{ type: 'in_app', content: '{{tenant.name}}: {{tenant.data.seats}}' }]);
    const identifier = unique('object');
    const created = await trigger(server, name, { identifier, name: 'Made on the way', data: { seats: 5 } });
    expect(created.status).toBe('processed');
    const stored = await management(server, 'GET', `/tenants/${identifier}`);
    expect(stored.body.data).toMatchObject({ name: 'Made on the way', data: { seats: 5 } });

    const changed = await trigger(server, name, { identifier, data: { seats: 9 } });
    expect(changed.status).toBe('processed');
    expect((await management(server, 'GET', `/tenants/${identifier}`)).body.data).toMatchObject({
      name: 'Made on the way',
      data: { seats: 9 },
    });
    await server.herald.worker.drain();
    expect(await contents(server, changed.transactionId)).toEqual(['Made on the way: 9']);
  });

  it('reads the tenant as stored when the step runs, and fails the step once the tenant is deleted', async () => {
    const tenant = await createTenant({ plan: 'bronze' });
    const name = await workflow([
      { type: 'delay', amount: 1, unit: 'hours' },
      { type: 'in_app', content: 'Plan {{tenant.data.plan}}' },
    ]);
    const upgraded = await trigger(server, name, tenant);
    await server.herald.worker.drain();
    await management(server, 'PATCH', `/tenants/${tenant}`, { data: { plan: 'platinum' } });
    server.advance(3_600_000);
    await server.herald.worker.drain();
    expect(await contents(server, upgraded.transactionId)).toEqual(['Plan platinum']);

    const later = await trigger(server, name, tenant);
    await server.herald.worker.drain();
    await management(server, 'DELETE', `/tenants/${tenant}`);
    server.advance(3_600_000);
    await server.herald.worker.drain();
    expect((await jobs(server, later.transactionId)).map((job) => job.status)).toEqual([
      'completed',
      'failed',
    ]);
    expect(await contents(server, later.transactionId)).toEqual([]);
    const notFound = (await details(server, later.transactionId)).find(
      (entry) => entry.detail === 'TENANT_NOT_FOUND',
    );
    expect(notFound).toMatchObject({ status: 'Failed', raw: { tenantIdentifier: tenant } });
  });

  it('keeps a payload key named tenant readable in templates, but tenant filters never read it', async () => {
    const name = await workflow([
      { type: 'in_app', content: 'From {{tenant.identifier}}' },
      {
        type: 'in_app',
        content: 'Tenant only',
        filters: [
          {
            value: 'AND',
            children: [{ on: 'tenant', field: 'identifier', operator: 'EQUAL', value: 'spoof' }],
          },
        ],
      },
    ]);
    const subscriberId = unique('tenant-subscriber');
    const answer = await management(server, 'POST', '/events/trigger', {
      name,
      to: subscriberId,
      payload: { tenant: { identifier: 'spoof' } },
    });
    await server.herald.worker.drain();
    const { transactionId } = answer.body.data;
    expect((await jobs(server, transactionId)).map((job) => job.status)).toEqual(['completed', 'canceled']);
    expect(await contents(server, transactionId)).toEqual(['From spoof']);
  });

  it('rejects a malformed tenant with 400', async () => {
    const name = await workflow([{ type: 'in_app', content: 'x' }]);
    for (const tenant of [42, '', { name: 'No identifier' }, { identifier: 'x', extra: true }]) {
      const answer = await management(server, 'POST', '/events/trigger', { name, to: 'someone', tenant });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^tenant/);
    }
  });
});

const TENANT_DATA = { plan: 'gold', seats: 40, regions: ['eu', 'us'], opened: '2026-03-05' };

const TENANT_FILTER_CASES: [FilterOperator, string, unknown, 'completed' | 'canceled'][] = [
  ['EQUAL', 'data.plan', 'gold', 'completed'],
  ['EQUAL', 'data.plan', 'silver', 'canceled'],
  ['NOT_EQUAL', 'data.plan', 'silver', 'completed'],
  ['LARGER', 'data.seats', '30', 'completed'],
  ['LARGER', 'data.seats', '40', 'canceled'],
  ['SMALLER', 'data.seats', '41', 'completed'],
  ['LARGER_EQUAL', 'data.seats', '40', 'completed'],
  ['SMALLER_EQUAL', 'data.seats', '39', 'canceled'],
  ['IN', 'data.regions', 'eu', 'completed'],
  ['NOT_IN', 'data.regions', 'eu', 'canceled'],
  ['IS_DEFINED', 'data.plan', '', 'completed'],
  ['IS_DEFINED', 'data.budget', '', 'canceled'],
  ['ALL_IN', 'data.regions', 'eu, us', 'completed'],
  ['ANY_IN', 'data.regions', 'apac, us', 'completed'],
  ['ANY_IN', 'data.regions', 'apac', 'canceled'],
  ['BETWEEN', 'data.opened', '2026-03-01,2026-03-31', 'completed'],
  ['NOT_BETWEEN', 'data.seats', '10,50', 'canceled'],
  ['LIKE', 'name', 'Faculty of %', 'completed'],
  ['NOT_LIKE', 'identifier', 'tenant-%', 'canceled'],
  ['EQUAL', 'name', 'Faculty of Law', 'completed'],
];

describe('tenant step filters', () => {
  it.each(TENANT_FILTER_CASES)('%s on tenant %s against %j: %s', async (operator, field, value, expected) => {
    const tenant = await createTenant(TENANT_DATA);
    const name = await workflow([
      {
        type: 'in_app',
        content: 'Filtered',
        filters: [{ value: 'AND', children: [{ on: 'tenant', field, operator, value }] }],
      },
    ]);
    const answer = await trigger(server, name, tenant);
    await server.herald.worker.drain();
    expect((await jobs(server, answer.transactionId)).map((job) => job.status)).toEqual([expected]);
  });

  it('covers every docs/product.md §3 operator', () => {
    expect(new Set(TENANT_FILTER_CASES.map(([operator]) => operator))).toEqual(new Set(FILTER_OPERATORS));
  });

  it('records the stored value it compared in the filter condition', async () => {
    const tenant = await createTenant(TENANT_DATA);
    const name = await workflow([
      {
        type: 'in_app',
        content: 'Filtered',
        filters: [
          {
            value: 'AND',
            children: [{ on: 'tenant', field: 'data.plan', operator: 'EQUAL', value: 'silver' }],
          },
        ],
      },
    ]);
    await management(server, 'PATCH', `/tenants/${tenant}`, { data: { ...TENANT_DATA, plan: 'bronze' } });
    const answer = await trigger(server, name, tenant);
    await server.herald.worker.drain();
    const filtered = (await details(server, answer.transactionId)).find(
      (entry) => entry.detail === 'FILTER_STEPS',
    );
    expect(filtered?.raw?.conditions).toEqual([
      {
        filter: 'Tenant',
        field: 'data.plan',
        expected: 'silver',
        actual: 'bronze',
        operator: 'EQUAL',
        passed: false,
      },
    ]);
  });
});

describe('with multi-tenancy off', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startServer({ features: { ...featuresFrom({}), multiTenancy: false } });
  });
  afterAll(() => plain.stop());

  it('ignores the tenant a trigger names: no no_tenant_found, no tenant in templates or filters', async () => {
    const identifier = unique('off-flow');
    await management(plain, 'POST', '/workflows', {
      name: identifier,
      triggerIdentifier: identifier,
      steps: [
        { type: 'in_app', content: 'Hello [{{tenant.name}}]' },
        {
          type: 'in_app',
          content: 'Tenant only',
          filters: [
            { value: 'AND', children: [{ on: 'tenant', field: 'identifier', operator: 'IS_DEFINED' }] },
          ],
        },
      ],
    });
    await management(plain, 'POST', '/tenants', { identifier: 'known', name: 'Known' });
    const unknown = await trigger(plain, identifier, 'nobody');
    expect(unknown.status).toBe('processed');
    const known = await trigger(plain, identifier, 'known');
    await plain.herald.worker.drain();
    for (const answer of [unknown, known]) {
      expect(await jobs(plain, answer.transactionId)).toEqual([
        { status: 'completed', tenant_identifier: null, error: null },
        { status: 'canceled', tenant_identifier: null, error: 'Filtered by the step filters' },
      ]);
      expect(await contents(plain, answer.transactionId)).toEqual(['Hello []']);
    }
  });
});
