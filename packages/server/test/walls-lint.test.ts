// The server's walls (docs/decisions/0031, 0049): infrastructure that imports a product, a product that imports
// another product past its service module, an engine step that imports a route, and a product's services or repo/
// that import the layer above them do not pass `eslint`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The import-rule messages ESLint gives `file` (under packages/server/src) importing `specifier`. */
async function refusals(file: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'packages/server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the walls between the server products', () => {
  // Loading the repository's configuration (typescript-eslint and its plugins) is the slow part: once, here.
  beforeAll(() => refusals('http/warm-up.ts', '../db/scope.js'));

  it('refuses a product import in the infrastructure', async () => {
    const found = await refusals('http/example.ts', '../university/services/accounts/guest-sessions.js');
    expect(found.some((message) => message.includes('Infrastructure imports no product'))).toBe(true);
    expect(await refusals('context.ts', './university/services/domain-events.js')).toHaveLength(1);
    expect(await refusals('security/example.ts', '../platform/rate-limit.js')).toHaveLength(1);
    expect(await refusals('db/example.ts', '../notify/service.js')).toHaveLength(1);
  });

  it('refuses the composition root anywhere but in the composition root', async () => {
    expect(await refusals('db/example.ts', '../herald.js')).toHaveLength(1);
    expect(await refusals('university/example.ts', '../seed/demo-seed.js')).toHaveLength(1);
    expect(await refusals('seed/example.ts', '../herald.js')).toEqual([]);
  });

  it("refuses a product reaching into another product's modules", async () => {
    const found = await refusals('university/example.ts', '../notify/engine/trigger.js');
    expect(found.some((message) => message.includes('only through notify/service.ts'))).toBe(true);
    expect(
      await refusals('university/services/accounts/example.ts', '../../notify/widgets/subscribers.js'),
    ).toHaveLength(1);
    expect(await refusals('notify/management/example.routes.ts', '../../platform/plans.js')).toHaveLength(1);
    expect(await refusals('notify/example.ts', '../university/services/audit.js')).toHaveLength(1);
    expect(await refusals('platform/example.ts', '../university/services/audit.js')).toHaveLength(1);
    expect(await refusals('platform/example.ts', '../notify/engine/trigger.js')).toHaveLength(1);
  });

  it("passes a product's service module, its own modules and the infrastructure", async () => {
    expect(await refusals('university/example.ts', '../notify/service.js')).toEqual([]);
    expect(await refusals('university/services/accounts/example.ts', '../../notify/service.js')).toEqual([]);
    expect(await refusals('notify/management/example.routes.ts', '../../platform/service.js')).toEqual([]);
    expect(await refusals('notify/management/example.routes.ts', '../engine/trigger.js')).toEqual([]);
    expect(await refusals('university/example.ts', '../http/auth.js')).toEqual([]);
  });

  it('refuses a route or widget module in an engine step', async () => {
    const found = await refusals('notify/engine/steps/example.ts', '../../management/events.routes.js');
    expect(found.some((message) => message.includes('The engine imports no routes'))).toBe(true);
    expect(await refusals('notify/engine/steps/example.ts', '../../widgets/preferences.js')).toHaveLength(1);
    expect(
      await refusals('notify/engine/steps/example.ts', '../../../university/services/notifications.js'),
    ).toHaveLength(1);
  });

  it.each(['university', 'platform'])(
    'layers %s one way: routes call services, services call repo/',
    async (product) => {
      const handlersOnly = (found: string[]) =>
        found.some((message) => message.includes('never calls a handler'));
      expect(
        handlersOnly(await refusals(`${product}/services/example.ts`, '../routes/example.routes.js')),
      ).toBe(true);
      expect(handlersOnly(await refusals(`${product}/repo/example.ts`, '../routes/example.routes.js'))).toBe(
        true,
      );
      const found = await refusals(`${product}/repo/example.ts`, '../services/example.js');
      expect(found.some((message) => message.includes('A query in repo/ calls no service'))).toBe(true);
      // The way down is open, and a product's own modules keep their other walls.
      expect(await refusals(`${product}/routes/example.routes.ts`, '../services/example.js')).toEqual([]);
      expect(await refusals(`${product}/services/example.ts`, '../repo/example.js')).toEqual([]);
      expect(await refusals(`${product}/repo/example.ts`, '../../seed/demo-seed.js')).toHaveLength(1);
    },
  );
});
