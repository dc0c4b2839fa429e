// Notification groups and feeds through the management API: the "General" group every environment has, the group
// a workflow belongs to, 409 for a group or feed still in use, 4xx JSON for bad input, the environment scope, and
// the migration that puts existing workflows in their environment's "General" group.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenancy } from '../src/db/migrations/0012_tenancy.js';
import { management, startServer, type TestServer } from './harness.js';
import { signUp } from './platform-support.js';

let server: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
});
afterAll(() => server.stop());

/** A fresh environment of its own, so lists start empty. */
async function freshKey() {
  return (await signUp(server)).environments[0]!.apiKey.key;
}

async function createWorkflow(key: string, extra: Record<string, unknown> = {}) {
  const identifier = unique('grouped');
  const created = await management(
    server,
    'POST',
    '/workflows',
    { name: identifier, triggerIdentifier: identifier, ...extra },
    key,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { _id: string; notificationGroupId: string | null };
}

describe('notification groups', () => {
  it('gives every environment a "General" group that workflows without a group join', async () => {
    const key = await freshKey();
    const listed = await management(server, 'GET', '/notification-groups', undefined, key);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        _id: expect.any(String),
        name: 'General',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    const workflow = await createWorkflow(key);
    expect(workflow.notificationGroupId).toBe(listed.body.data[0]._id);
    // Asking again does not make a second one.
    expect((await management(server, 'GET', '/notification-groups', undefined, key)).body.data).toHaveLength(
      1,
    );
  });

  it('creates, reads and renames groups, and puts a workflow in the group it names', async () => {
    const key = await freshKey();
    const created = await management(server, 'POST', '/notification-groups', { name: 'Deadlines' }, key);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Deadlines' });
    const id = created.body.data._id as string;
    expect((await management(server, 'GET', `/notification-groups/${id}`, undefined, key)).body.data).toEqual(
      created.body.data,
    );
    const renamed = await management(
      server,
      'PATCH',
      `/notification-groups/${id}`,
      { name: 'Due dates' },
      key,
    );
    expect(renamed.body.data).toMatchObject({ _id: id, name: 'Due dates' });

    const workflow = await createWorkflow(key, { notificationGroupId: id });
    expect(workflow.notificationGroupId).toBe(id);
    const read = await management(server, 'GET', `/workflows/${workflow._id}`, undefined, key);
    expect(read.body.data.notificationGroupId).toBe(id);
  });

  it('answers 409 for a name in use, and keeps the "General" group', async () => {
    const key = await freshKey();
    const groups = await management(server, 'GET', '/notification-groups', undefined, key);
    const general = groups.body.data[0]._id as string;
    await management(server, 'POST', '/notification-groups', { name: 'Marks' }, key);
    const again = await management(server, 'POST', '/notification-groups', { name: 'Marks' }, key);
    expect(again).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: 'A notification group named "Marks" exists' },
    });
    const other = await management(server, 'POST', '/notification-groups', { name: 'Other' }, key);
    const clash = await management(
      server,
      'PATCH',
      `/notification-groups/${other.body.data._id}`,
      { name: 'Marks' },
      key,
    );
    expect(clash.status).toBe(409);
    expect(
      (await management(server, 'PATCH', `/notification-groups/${general}`, { name: 'Misc' }, key)).status,
    ).toBe(409);
    expect(
      (await management(server, 'DELETE', `/notification-groups/${general}`, undefined, key)).status,
    ).toBe(409);
  });

  it('refuses to delete a group a workflow belongs to until the workflow moves', async () => {
    const key = await freshKey();
    const group = await management(server, 'POST', '/notification-groups', { name: 'Reminders' }, key);
    const id = group.body.data._id as string;
    const workflow = await createWorkflow(key, { notificationGroupId: id });
    const refused = await management(server, 'DELETE', `/notification-groups/${id}`, undefined, key);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/used by the workflow/);

    const general = (await management(server, 'GET', '/notification-groups', undefined, key)).body.data.find(
      (entry: { name: string }) => entry.name === 'General',
    );
    const moved = await management(
      server,
      'PUT',
      `/workflows/${workflow._id}`,
      { notificationGroupId: general._id },
      key,
    );
    expect(moved.body.data.notificationGroupId).toBe(general._id);
    const deleted = await management(server, 'DELETE', `/notification-groups/${id}`, undefined, key);
    expect(deleted.body).toEqual({ data: { acknowledged: true, status: 'deleted' } });
    expect((await management(server, 'GET', `/notification-groups/${id}`, undefined, key)).status).toBe(404);
  });

  it('keeps groups to their environment: another environment gets 404, also when naming one for a workflow', async () => {
    const group = await management(server, 'POST', '/notification-groups', { name: unique('Scoped') });
    const id = group.body.data._id as string;
    const key = await freshKey();
    expect((await management(server, 'GET', `/notification-groups/${id}`, undefined, key)).status).toBe(404);
    expect(
      (await management(server, 'PATCH', `/notification-groups/${id}`, { name: 'Mine' }, key)).status,
    ).toBe(404);
    expect((await management(server, 'DELETE', `/notification-groups/${id}`, undefined, key)).status).toBe(
      404,
    );
    const identifier = unique('foreign-group');
    const workflow = await management(
      server,
      'POST',
      '/workflows',
      { name: identifier, triggerIdentifier: identifier, notificationGroupId: id },
      key,
    );
    expect(workflow).toMatchObject({ status: 404, body: { message: 'Notification group not found' } });
    const listed = await management(server, 'GET', '/notification-groups', undefined, key);
    expect(listed.body.data.map((entry: { _id: string }) => entry._id)).not.toContain(id);
  });

  it.each([
    ['an empty name', 'POST', '/notification-groups', { name: '  ' }, /^name: /],
    ['an unknown field', 'POST', '/notification-groups', { name: 'A', colour: 'red' }, /colour/],
    ['a missing name on rename', 'PATCH', '/notification-groups/abc', {}, /^name: /],
    ['an id too long', 'GET', `/notification-groups/${'x'.repeat(65)}`, undefined, /^id: /],
  ])('refuses %s with 400 JSON', async (_name, method, pathname, body, message) => {
    const answer = await management(server, method, pathname, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
  });

  it('asks for an API key', async () => {
    const response = await fetch(`${server.url}/v1/notification-groups`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401 });
  });
});

describe('feeds', () => {
  it('creates, lists, reads, renames and deletes feeds', async () => {
    const key = await freshKey();
    const named = await management(server, 'POST', '/feeds', { name: 'Course news' }, key);
    expect(named.status).toBe(201);
    expect(named.body.data).toMatchObject({ name: 'Course news', identifier: 'course-news' });
    const given = await management(server, 'POST', '/feeds', { name: 'Marks', identifier: 'marks' }, key);
    const id = given.body.data._id as string;
    const listed = await management(server, 'GET', '/feeds', undefined, key);
    expect(listed.body.data.map((feed: { identifier: string }) => feed.identifier)).toEqual([
      'course-news',
      'marks',
    ]);
    expect((await management(server, 'GET', `/feeds/${id}`, undefined, key)).body.data).toEqual(
      given.body.data,
    );
    const renamed = await management(
      server,
      'PATCH',
      `/feeds/${id}`,
      { name: 'Grades', identifier: 'grades' },
      key,
    );
    expect(renamed.body.data).toEqual({ _id: id, name: 'Grades', identifier: 'grades' });
    expect((await management(server, 'DELETE', `/feeds/${id}`, undefined, key)).body).toEqual({
      data: { acknowledged: true, status: 'deleted' },
    });
    expect((await management(server, 'GET', `/feeds/${id}`, undefined, key)).status).toBe(404);
  });

  it('answers 409 for an identifier in use', async () => {
    const key = await freshKey();
    await management(server, 'POST', '/feeds', { name: 'News', identifier: 'news' }, key);
    const again = await management(server, 'POST', '/feeds', { name: 'Other news', identifier: 'news' }, key);
    expect(again).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: 'A feed with the identifier "news" exists' },
    });
    const other = await management(server, 'POST', '/feeds', { name: 'Other', identifier: 'other' }, key);
    const clash = await management(
      server,
      'PATCH',
      `/feeds/${other.body.data._id}`,
      { identifier: 'news' },
      key,
    );
    expect(clash.status).toBe(409);
  });

  it('keeps a feed a step sends to: no delete and no new identifier (409), a new name is fine', async () => {
    const key = await freshKey();
    const feed = await management(server, 'POST', '/feeds', { name: 'Alerts', identifier: 'alerts' }, key);
    const id = feed.body.data._id as string;
    const workflow = await createWorkflow(key, {
      steps: [{ type: 'in_app', content: 'Alert', feedIdentifier: 'alerts' }],
    });
    const refused = await management(server, 'DELETE', `/feeds/${id}`, undefined, key);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/used by a step of the workflow/);
    expect((await management(server, 'PATCH', `/feeds/${id}`, { identifier: 'warnings' }, key)).status).toBe(
      409,
    );
    const renamed = await management(server, 'PATCH', `/feeds/${id}`, { name: 'Warnings' }, key);
    expect(renamed.body.data).toMatchObject({ name: 'Warnings', identifier: 'alerts' });

    await management(
      server,
      'PUT',
      `/workflows/${workflow._id}`,
      { steps: [{ type: 'in_app', content: 'x' }] },
      key,
    );
    expect((await management(server, 'DELETE', `/feeds/${id}`, undefined, key)).status).toBe(200);
  });

  it('keeps feeds to their environment', async () => {
    const feed = await management(server, 'POST', '/feeds', { name: unique('Scoped feed') });
    const id = feed.body.data._id as string;
    const key = await freshKey();
    expect((await management(server, 'GET', `/feeds/${id}`, undefined, key)).status).toBe(404);
    expect((await management(server, 'PATCH', `/feeds/${id}`, { name: 'Mine' }, key)).status).toBe(404);
    expect((await management(server, 'DELETE', `/feeds/${id}`, undefined, key)).status).toBe(404);
    expect((await management(server, 'GET', `/feeds/${id}`)).status).toBe(200);
  });

  it.each([
    ['a missing name', 'POST', '/feeds', { identifier: 'x' }, /^name: /],
    ['an identifier with spaces', 'POST', '/feeds', { name: 'A', identifier: 'a b' }, /^identifier: /],
    ['a name that makes no identifier', 'POST', '/feeds', { name: '!!!' }, /^identifier: /],
    ['an unknown field', 'PATCH', '/feeds/abc', { colour: 'red' }, /colour/],
  ])('refuses %s with 400 JSON', async (_name, method, pathname, body, message) => {
    const answer = await management(server, method, pathname, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
  });
});

describe('migration 0012', () => {
  it('gives every existing environment a "General" group and puts its workflows in it', async () => {
    const db = server.herald.ctx.db;
    const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
    // Workflows the server keeps for itself are stored without a group; so was every workflow before 0012.
    const before = await db
      .selectFrom('workflows')
      .select('id')
      .where('notification_group_id', 'is', null)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const migration = tenancy(dialect);
    await migration.down!(db as unknown as Kysely<unknown>);
    await migration.up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('workflows')
      .leftJoin('notification_groups', 'notification_groups.id', 'workflows.notification_group_id')
      .select([
        'workflows.environment_id',
        'notification_groups.environment_id as group_environment',
        'notification_groups.name',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(before.length);
    for (const row of rows) {
      expect(row).toMatchObject({ name: 'General', group_environment: row.environment_id });
    }
    const environments = await db.selectFrom('environments').select('id').execute();
    const groups = await db.selectFrom('notification_groups').select(['environment_id', 'name']).execute();
    expect(groups).toHaveLength(environments.length);
  });
});
