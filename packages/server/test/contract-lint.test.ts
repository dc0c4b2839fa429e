// The lint half of "contracts declared once" (docs/decisions/0028): a handler that parses its params, query or body
// again, beside the contract that already parsed them, does not pass `eslint`; the contract module itself does. Nor
// does a handler that asserts the credential its contract declares instead of reading it with its accessor (0047),
// nor a platform, university or notification-service module that builds SQL outside its product's repo/ folder
// (0049).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'packages/server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const handler = (input: 'params' | 'query' | 'body') => `
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/errors.js';
const schema = z.object({ id: z.string() });
export const exampleRoutes = async (app: FastifyInstance) => {
  app.get('/:id', async (request) => parse(schema, request.${input}));
};
`;

describe('the contract lint', () => {
  // Loading the repository's configuration (typescript-eslint and its plugins) is the slow part: once, here.
  beforeAll(() => problems('university/warm-up.ts', ''));

  it('refuses a handler that parses its params, query or body again', async () => {
    for (const input of ['params', 'query', 'body'] as const) {
      const found = await problems('university/routes/example.routes.ts', handler(input));
      expect(found, input).toEqual([expect.stringContaining('contract has parsed this input')]);
    }
  });

  it('refuses it in the scoped modules and in the engine too', async () => {
    expect(await problems('notify/widgets/example.routes.ts', handler('query'))).toHaveLength(1);
    expect(await problems('notify/engine/example.ts', handler('body'))).toHaveLength(1);
  });

  it('lets the contract module parse, and a handler read what it parsed', async () => {
    expect(await problems('http/contract.ts', handler('params'))).toEqual([]);
    const reads = handler('params').replace('parse(schema, request.params)', 'request.params');
    expect(await problems('university/routes/example.routes.ts', reads)).toEqual([]);
  });

  it('refuses a handler that asserts its credential instead of reading it through its accessor', async () => {
    for (const credential of ['environment', 'subscriber', 'account', 'member'] as const) {
      const asserted = handler('params').replace(
        'parse(schema, request.params)',
        `request.${credential}!.id`,
      );
      for (const file of ['university/routes/example.routes.ts', 'notify/management/example.routes.ts']) {
        const found = await problems(file, asserted);
        expect(found, `${credential} in ${file}`).toEqual([expect.stringContaining('with its accessor')]);
      }
    }
    const optional = handler('params').replace('parse(schema, request.params)', 'request.member?.id');
    expect(await problems('notify/management/example.routes.ts', optional)).toEqual([]);
  });
  describe('queries in repo/ folders only (0049)', () => {
    const query = `
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/scope.js';
export async function example(db: ScopedDb) {
  await db.updateTable('members').set({ token_version: sql<number>\`token_version + 1\` }).execute();
  return db.transaction().execute((trx) => trx.deleteFrom('members').execute());
}
`;
    const isRepoRule = (message: string) => message.includes('decisions/0049');

    it('refuses a table method, the sql tag and an execute call in a route or a service', async () => {
      for (const file of [
        'platform/routes/example.routes.ts',
        'platform/services/example.ts',
        'platform/example.ts',
      ]) {
        const found = (await problems(file, query)).filter(isRepoRule);
        // the import and the tag; updateTable and its execute; the transaction's execute; deleteFrom and its execute
        expect(found, file).toHaveLength(7);
      }
    });

    it('lets platform/repo/ query, and a service import a Kysely type or call what is not a query', async () => {
      expect((await problems('platform/repo/example.ts', query)).filter(isRepoRule)).toEqual([]);
      const plain = `
import type { Insertable } from 'kysely';
export const names = (rows: Insertable<{ name: string }>[]) => rows.map((row) => row.name).join(', ');
export const bytes = (text: string) => new Blob([text]).stream();
`;
      expect(await problems('platform/services/example.ts', plain)).toEqual([]);
    });

    it('refuses it in every university module outside university/repo/, and lets university/repo/ query', async () => {
      for (const file of [
        'university/routes/faculties.routes.ts',
        'university/routes/events.routes.ts',
        'university/services/accounts/example.ts',
        'university/services/example.ts',
        'university/example.ts',
      ]) {
        expect((await problems(file, query)).filter(isRepoRule), file).toHaveLength(7);
      }
      expect((await problems('university/repo/example.ts', query)).filter(isRepoRule)).toEqual([]);
    });

    it("refuses it in the notification service's management API, widget, Inbox and shared modules, and lets notify/repo/ query", async () => {
      for (const file of [
        'notify/management/example.routes.ts',
        'notify/management/example.ts',
        'notify/widgets/example.routes.ts',
        'notify/inbox/example.ts',
        'notify/notifications/example.ts',
        'notify/engine/example.ts',
        'notify/engine/steps/example.ts',
        'notify/example.ts',
      ]) {
        expect((await problems(file, query)).filter(isRepoRule), file).toHaveLength(7);
      }
      for (const file of [
        'notify/repo/example.ts',
        'notify/repo/management/example.ts',
        'notify/repo/engine/example.ts',
      ]) {
        expect((await problems(file, query)).filter(isRepoRule), file).toEqual([]);
      }
    });

    it("refuses it in the server's authentication, idempotency, mail and single sign-on, and lets their repo/ query", async () => {
      for (const file of [
        'http/auth.ts',
        'http/idempotency.ts',
        'http/contract.ts',
        'http/example.ts',
        'mail/mailer.ts',
        'sso/sso.routes.ts',
      ]) {
        expect((await problems(file, query)).filter(isRepoRule), file).toHaveLength(7);
      }
      for (const file of ['http/repo/example.ts', 'mail/repo/example.ts', 'sso/repo/example.ts']) {
        expect((await problems(file, query)).filter(isRepoRule), file).toEqual([]);
      }
    });

    it("keeps the management API's, the widget's and the idempotency keys' scope rules on their moved queries, but for the stated exemptions", async () => {
      const unscoped = `
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
export const names = (db: Kysely<Database>) => db.selectFrom('environments').select('name').execute();
`;
      for (const file of ['notify/repo/example.ts', 'notify/repo/management/example.ts']) {
        expect(await problems(file, unscoped), file).toEqual([expect.stringContaining('Take a ScopedDb')]);
      }
      expect(await problems('http/repo/idempotency-keys.ts', unscoped)).toEqual([
        expect.stringContaining('Take a ScopedDb'),
      ]);
      for (const file of [
        'notify/repo/unscoped.ts',
        'notify/repo/messages.ts',
        'notify/repo/engine/jobs.ts',
      ]) {
        expect(await problems(file, unscoped), file).toEqual([]);
      }
    });
  });
});
