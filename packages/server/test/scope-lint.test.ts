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
    const found = await problems(
      'notify/management/example.routes.ts',
      route("ctx.db.selectFrom('subscribers').selectAll().execute()"),
    );
    expect(found.some((message) => message.includes('scoped database'))).toBe(true);
  });

  it('refuses a tenant table on ctx.db in any other module, joins included', async () => {
    const code = route(
      "ctx.db.selectFrom('accounts').innerJoin('messages as m', 'm.id', 'accounts.email').selectAll().execute()",
    );
    // A route refuses the query itself too (decision 0049); the repo folder where it may stand keeps the scope rule.
    const scope = (messages: string[]) =>
      messages.filter((message) => message.includes('tenant-owned table'));
    expect(scope(await problems('university/example.routes.ts', code))).toHaveLength(1);
    expect(await problems('university/repo/example.ts', code)).toHaveLength(1);
  });

  // A widget's queries stand in the notification service's repo/ (decision 0049), under the widget's scope rules.
  it('refuses an unscoped database in a widget or platform module, even for other tables', async () => {
    expect(
      await problems(
        'notify/repo/example.ts',
        route("ctx.db.selectFrom('accounts').selectAll().execute()"),
      ),
    ).toHaveLength(1);
    const parameter = "import type { Kysely } from 'kysely';\nexport const f = (db: Kysely<object>) => db;\n";
    expect(await problems('platform/example.ts', parameter)).toHaveLength(1);
  });

  it('passes the same query through request.db or scoped(ctx.db, …)', async () => {
    expect(
      await problems(
        'notify/management/example.routes.ts',
        route("request.db.selectFrom('subscribers').selectAll().execute()"),
      ),
    ).toEqual([]);
    const made = route(
      "scoped(ctx.db, { environmentId: 'e' }).selectFrom('subscribers').selectAll().execute()",
    );
    expect(await problems('notify/repo/example.ts', made)).toEqual([]);
  });
});
