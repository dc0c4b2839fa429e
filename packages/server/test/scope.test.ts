// The organisation scope (src/db/scope.ts): every query of a tenant-owned table built through a scoped database
// carries the tenant condition, and a write cannot name another organisation or environment.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPostgres, openSqlite, type DatabaseHandle } from '../src/db/database.js';
import { inEnvironment, OutOfScopeError, scoped } from '../src/db/scope.js';
import { insertTenant } from './tenant-rows.js';

const A = { organizationId: 'org-a', environmentId: 'env-a' };
let handle: DatabaseHandle;

// With TEST_DATABASE_URL, on PostgreSQL in a schema of its own.
const postgresUrl = process.env.TEST_DATABASE_URL;
const schema = `herald_scope_${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  handle = postgresUrl ? await openPostgres(postgresUrl, schema) : openSqlite(':memory:');
  await migrate(handle);
  for (const [organizationId, environmentId] of [
    ['org-a', 'env-a'],
    ['org-b', 'env-b'],
  ] as const) {
    await insertTenant(
      handle.db,
      { organizationId, environmentId },
      { id: `${environmentId}-s`, subscriberId: 'same-id', firstName: environmentId },
    );
  }
});

afterAll(async () => {
  await handle.close();
  if (!postgresUrl) return;
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

describe('a scoped database', () => {
  it('adds the environment to a select that names none', async () => {
    const db = scoped(handle.db, A);
    const query = db.selectFrom('subscribers').selectAll().where('subscriber_id', '=', 'same-id');
    expect(query.compile().sql).toMatch(/"subscribers"\."environment_id" = (\?|\$2)/);
    expect((await query.execute()).map((row) => row.environment_id)).toEqual(['env-a']);
  });

  it('keeps an or-condition inside its parentheses', async () => {
    const db = scoped(handle.db, A);
    const rows = await db
      .selectFrom('subscribers')
      .select('environment_id')
      .where((eb) => eb.or([eb('subscriber_id', '=', 'same-id'), eb('first_name', '=', 'env-b')]))
      .execute();
    expect(rows).toEqual([{ environment_id: 'env-a' }]);
  });

  it('scopes joined tables, aliases and subqueries', async () => {
    const db = scoped(handle.db, A);
    const joined = await db
      .selectFrom('environments as e')
      .leftJoin('subscribers as s', 's.subscriber_id', 's.subscriber_id')
      .select(['e.id', 's.environment_id'])
      .execute();
    expect(joined).toEqual([{ id: 'env-a', environment_id: 'env-a' }]);
    const counted = await handle.db
      .selectFrom('environments')
      .select((eb) =>
        eb
          .selectFrom('subscribers')
          .select((e) => e.fn.countAll().as('n'))
          .as('n'),
      )
      .execute();
    expect(counted.map((row) => Number(row.n))).toEqual([2, 2]);
    const scopedCount = await db
      .selectFrom('organizations')
      .select((eb) =>
        eb
          .selectFrom('subscribers')
          .select((e) => e.fn.countAll().as('n'))
          .as('n'),
      )
      .execute();
    expect(scopedCount.map((row) => Number(row.n))).toEqual([1]);
  });

  it('gives a subquery built on the scoped database its condition once', async () => {
    const db = scoped(handle.db, A);
    const inner = db.selectFrom('subscribers').select('id').where('subscriber_id', '=', 'same-id');
    const outer = db.selectFrom(inner.as('matching')).select((eb) => eb.fn.countAll().as('n'));
    const beside = db.selectFrom('subscribers').select([
      'id',
      db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll().as('c'))
        .as('total'),
    ]);
    for (const query of [outer, beside]) {
      expect(query.compile().sql.match(/environment_id/g)?.length).toBe(query === outer ? 1 : 2);
    }
    expect(Number((await outer.executeTakeFirstOrThrow()).n)).toBe(1);
    expect(await beside.execute()).toEqual([{ id: 'env-a-s', total: postgresUrl ? '1' : 1 }]);
  });

  it('updates and deletes only its own rows', async () => {
    const db = scoped(handle.db, A);
    const updated = await db.updateTable('subscribers').set({ locale: 'fr' }).executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const deleted = await db.deleteFrom('subscribers').where('id', '=', 'env-b-s').executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(0);
    const other = await handle.db
      .selectFrom('subscribers')
      .selectAll()
      .where('id', '=', 'env-b-s')
      .executeTakeFirst();
    expect(other?.locale).toBeNull();
  });

  it('refuses an insert into another environment, or one that names none', async () => {
    const db = scoped(handle.db, A);
    const row = { id: 'feed', environment_id: 'env-b', name: 'News', identifier: 'news', created_at: '' };
    await expect(db.insertInto('feeds').values(row).execute()).rejects.toThrow(OutOfScopeError);
    await expect(
      db
        .insertInto('feeds')
        .values([
          { ...row, environment_id: 'env-a' },
          { ...row, id: 'feed-2' },
        ])
        .execute(),
    ).rejects.toThrow(OutOfScopeError);
    await db
      .insertInto('feeds')
      .values({ ...row, environment_id: 'env-a' })
      .execute();
    const organizationWide = scoped(handle.db, { organizationId: 'org-a' });
    await expect(
      organizationWide
        .insertInto('feeds')
        .values({ ...row, id: 'feed-3', environment_id: 'env-a' })
        .execute(),
    ).rejects.toThrow(OutOfScopeError);
  });

  it('refuses to move a row to another environment', async () => {
    const db = scoped(handle.db, A);
    await expect(db.updateTable('feeds').set({ environment_id: 'env-b' }).execute()).rejects.toThrow(
      OutOfScopeError,
    );
  });

  it('holds inside a transaction', async () => {
    const db = scoped(handle.db, A);
    const rows = await db
      .transaction()
      .execute((trx) => trx.selectFrom('subscribers').select('id').execute());
    expect(rows).toEqual([{ id: 'env-a-s' }]);
  });

  it("reads across an organisation's environments, and narrows to one of them only", async () => {
    const organizationWide = scoped(handle.db, { organizationId: 'org-a' });
    const rows = await organizationWide.selectFrom('subscribers').select('environment_id').execute();
    expect(rows).toEqual([{ environment_id: 'env-a' }]);
    expect(await inEnvironment(organizationWide, 'env-b')).toBeUndefined();
    const narrowed = await inEnvironment(organizationWide, 'env-a');
    expect(await narrowed!.selectFrom('subscribers').select('id').execute()).toEqual([{ id: 'env-a-s' }]);
  });
});
