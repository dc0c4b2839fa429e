// The lint half of linear-time matching (docs/security.md): server code that builds a regular expression from a
// string at run time, which a tenant's input could make backtrack for ever, does not pass `eslint`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'packages/server/src', file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the regular-expression lint', () => {
  it.each(['notify/engine/example.ts', 'notify/management/example.routes.ts', 'university/example.ts'])(
    'refuses a RegExp built from a string at run time in %s, with or without new',
    async (file) => {
      const code =
        'export const like = (pattern: string) => new RegExp(`^${pattern}$`, "i");\n' +
        'export const word = (name: string) => RegExp(name);\n';
      const found = await problems(file, code);
      expect(found).toHaveLength(2);
      expect(found[0]).toMatch(/RegExp is written as a literal/);
    },
  );

  it('passes a regular expression written as a literal', async () => {
    const code = 'export const digits = /^\\d+$/;\nexport const word = new RegExp("^[a-z]+$", "i");\n';
    expect(await problems('notify/engine/example.ts', code)).toEqual([]);
  });
});
