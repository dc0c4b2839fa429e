// Queries compiled once per shape (src/db/shapes.ts): the widget's feed page and counts keep their compiled SQL and
// bind each run's values and its credential's tenant scope as parameters. The statements as they reach the
// database carry the tenant conditions for whichever tenant runs the kept shape, and no tenant's run brings back
// another tenant's rows.
import { randomBytes } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, type DatabaseHandle } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { scoped } from '../src/db/scope.js';
import { compiledPerShape } from '../src/db/shapes.js';
import { countOwnMessages } from '../src/notify/notifications/messages.js';
import { wirePage } from '../src/notify/widgets/widget-query.js';
import { insertTenant } from './tenant-rows.js';

const A = { organizationId: 'org-a', environmentId: 'env-a' };
const B = { organizationId: 'org-b', environmentId: 'env-b' };
const readerOf = (tenant: typeof A) => ({ _id: `${tenant.environmentId}-reader`, ...tenant });

// With TEST_DATABASE_URL, on PostgreSQL in a schema of its own.
const postgresUrl = process.env.TEST_DATABASE_URL;
const schema = `herald_shapes_${randomBytes(6).toString('hex')}`;
let handle: DatabaseHandle;
/** Every statement as the database received it. */
let sent: CompiledQuery[] = [];

function open(): DatabaseHandle {
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') sent.push(event.query);
  };
  if (!postgresUrl) {
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
      log,
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: postgresUrl, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}

beforeAll(async () => {
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(`create schema "${schema}"`);
    await client.end();
  }
  handle = open();
  await migrate(handle);
  const { db } = handle;
  for (const tenant of [A, B]) {
    const { environmentId } = tenant;
    const reader = readerOf(tenant);
    await insertTenant(db, tenant, { id: reader._id, subscriberId: 'reader', firstName: null });
    // Two messages for A's reader, three for B's: a row of the other tenant would show in the counts.
    const count = tenant === A ? 2 : 3;
    for (let i = 0; i < count; i += 1) {
      await db
        .insertInto('messages')
        .values({
          id: `${environmentId}-m${i}`,
          environment_id: environmentId,
          subscriber_id: reader._id,
          channel: 'in_app',
          template_identifier: null,
          content: `${environmentId} message ${i}`,
          payload: null,
          cta: null,
          actor: null,
          seen: 0,
          read: 0,
          feed_id: null,
          workflow_id: null,
          notification_id: null,
          job_id: null,
          transaction_id: null,
          created_at: new Date(i * 1000).toISOString(),
          last_seen_at: null,
          last_read_at: null,
          archived_at: null,
          subject: null,
        })
        .execute();
    }
  }
});

beforeEach(() => {
  sent = [];
});

afterAll(async () => {
  await handle.close();
  if (!postgresUrl) return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

/** The statement sent for one run, checked to name the messages' environment only as a parameter. */
function onlyStatement() {
  expect(sent).toHaveLength(1);
  const [statement] = sent;
  expect(statement!.sql).toMatch(/"messages"\."environment_id" = (\?|\$\d+)/);
  expect(statement!.sql).not.toContain('env-');
  return statement!;
}

describe('a query compiled once per shape', () => {
  it("runs the feed page's kept shape for two tenants, each with its own conditions and rows", async () => {
    const filter = { feedIds: null };
    const pageOfA = await wirePage(scoped(handle.db, A), readerOf(A), filter, 10, 0);
    const forA = onlyStatement();
    sent = [];
    const pageOfB = await wirePage(scoped(handle.db, B), readerOf(B), filter, 10, 0);
    const forB = onlyStatement();

    // One shape, one text: only the bound values differ, and each run binds its own tenant's.
    expect(forB.sql).toBe(forA.sql);
    expect(forA.parameters).toContain('env-a');
    expect(forA.parameters).not.toContain('env-b');
    expect(forB.parameters).toContain('env-b');
    expect(forB.parameters).not.toContain('env-a');
    expect(pageOfA.totalCount).toBe(2);
    expect(pageOfA.data.map((message) => message._environmentId)).toEqual(['env-a', 'env-a']);
    expect(pageOfB.totalCount).toBe(3);
    expect(pageOfB.data.every((message) => message._environmentId === 'env-b')).toBe(true);
  });

  it("never brings back another tenant's rows, even for that tenant's subscriber", async () => {
    const asB = scoped(handle.db, B);
    const page = await wirePage(asB, { ...readerOf(B), _id: readerOf(A)._id }, { feedIds: null }, 10, 0);
    expect(page).toEqual({ data: [], totalCount: 0 });
    const unseen = await countOwnMessages(asB, readerOf(A)._id, { seen: false }, 100);
    expect(unseen).toEqual({ count: 0, hasMore: false });
  });

  it("runs the count's kept shape for two tenants, each with its own conditions", async () => {
    const ofA = await countOwnMessages(scoped(handle.db, A), readerOf(A)._id, { seen: false }, 100);
    const forA = onlyStatement();
    sent = [];
    const ofB = await countOwnMessages(scoped(handle.db, B), readerOf(B)._id, { seen: false }, 100);
    const forB = onlyStatement();
    expect(forB.sql).toBe(forA.sql);
    // The subquery's environment is named once (the scope no longer doubles it), bound to the tenant's own.
    expect(forA.sql.match(/environment_id/g)).toHaveLength(1);
    expect(forA.parameters.filter((value) => value === 'env-a')).toHaveLength(1);
    expect(forB.parameters).not.toContain('env-a');
    expect(ofA).toEqual({ count: 2, hasMore: false });
    expect(ofB).toEqual({ count: 3, hasMore: false });
    expect(await countOwnMessages(scoped(handle.db, B), readerOf(B)._id, { seen: false }, 2)).toEqual({
      count: 2,
      hasMore: true,
    });
  });

  it('refuses to run a shape with a value left unbound', async () => {
    const byName = compiledPerShape(
      () => 'one',
      (db, _shape, bound) =>
        db.selectFrom('subscribers').select('id').where('id', '=', bound.value<string>('id')),
    );
    await expect(byName(scoped(handle.db, A), {}, {})).rejects.toThrow(/not bound/);
    expect(sent).toHaveLength(0);
    expect(await byName(scoped(handle.db, A), {}, { id: readerOf(B)._id })).toEqual([]);
    expect(await byName(scoped(handle.db, B), {}, { id: readerOf(B)._id })).toEqual([{ id: 'env-b-reader' }]);
  });
});
