// The lint half of the organisation scope (docs/decisions/0024): code that queries a tenant-owned table on the
// unscoped database does not pass `eslint`, and the same code through `request.db` does.
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

/** The scope rules' refusals, without those of a query standing outside its repo/ folder (decision 0049). */
const scopeOnly = (messages: string[]) => messages.filter((message) => !message.includes('decisions/0049'));

const route = (query: string) => `
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
export function exampleRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/', async (request) => ${query});
  };
}
`;

describe('the scope lint', () => {
  // Loading the repository's configuration (typescript-eslint and its plugins) is the slow part: once, here.
  beforeAll(() => problems('notify/management/warm-up.ts', ''));

  it('refuses a management route that queries a tenant table on ctx.db', async () => {
    const code = route("ctx.db.selectFrom('subscribers').selectAll().execute()");
    // A route refuses the query itself too (decision 0049); in the repo folder where it may stand, the scope rules
    // alone refuse it.
    for (const file of ['notify/management/example.routes.ts', 'notify/repo/management/example.ts']) {
      const found = await problems(file, code);
      expect(scopeOnly(found), file).toEqual([
        expect.stringContaining('uses the database its credential resolved'),
        expect.stringContaining('tenant-owned table is queried through the scoped database'),
      ]);
    }
    expect(await problems('notify/repo/management/example.ts', code)).toHaveLength(2);
  });

  it('refuses a tenant table on ctx.db in any other module, joins included', async () => {
    const code = route(
      "ctx.db.selectFrom('accounts').innerJoin('messages as m', 'm.id', 'accounts.email').selectAll().execute()",
    );
    // A route refuses the query itself too (decision 0049); the repo folder where it may stand keeps the scope rule.
    const scope = (messages: string[]) =>
      messages.filter((message) => message.includes('tenant-owned table'));
    expect(scope(await problems('university/routes/example.routes.ts', code))).toHaveLength(1);
    expect(await problems('university/repo/example.ts', code)).toHaveLength(1);
  });

  it('refuses an unscoped database in a widget or platform module, even for other tables', async () => {
    const code = route("ctx.db.selectFrom('accounts').selectAll().execute()");
    expect(scopeOnly(await problems('notify/widgets/example.ts', code))).toEqual([
      expect.stringContaining('uses the database its credential resolved'),
    ]);
    // The widget's queries stand in notify/repo/, under the same rule.
    expect(await problems('notify/repo/example.ts', code)).toEqual([
      expect.stringContaining('uses the database its credential resolved'),
    ]);
    const parameter = "import type { Kysely } from 'kysely';\nexport const f = (db: Kysely<object>) => db;\n";
    expect(await problems('platform/example.ts', parameter)).toHaveLength(1);
  });

  it('passes the same query through request.db or scoped(ctx.db, …)', async () => {
    // Where a query may stand (decision 0049): the management API's and the widget's repo/ folders.
    const through = route("request.db.selectFrom('subscribers').selectAll().execute()");
    expect(await problems('notify/repo/management/example.ts', through)).toEqual([]);
    const made = route(
      "scoped(ctx.db, { environmentId: 'e' }).selectFrom('subscribers').selectAll().execute()",
    );
    expect(await problems('notify/repo/example.ts', made)).toEqual([]);
    // A route's query is refused for standing outside repo/, never for its scope.
    expect(scopeOnly(await problems('notify/management/example.routes.ts', through))).toEqual([]);
    expect(scopeOnly(await problems('notify/widgets/example.routes.ts', made))).toEqual([]);
  });
});
