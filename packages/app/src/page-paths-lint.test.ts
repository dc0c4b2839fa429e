// @vitest-environment node
// The lint half of the paths declared once (docs/decisions/0046): app code that writes a page's path as a literal
// does not pass `eslint`, and the same link from the protocol's declaration does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_PATHS, SSO_CALLBACK_PATH, UNIVERSITY_ROUTES } from '@herald/protocol';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

/** The lines of `code` that the page-path rule refuses, as a module at `file` of packages/app/src. */
async function refusedLines(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'packages/app/src', file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('0046'))
    .map((message) => message.line);
}

const PAGE = 'university/pages/example/ExamplePage.tsx';

/** Every page the app serves, its ids filled in. */
const declaredPaths = [
  ...Object.values(UNIVERSITY_ROUTES).flatMap((group) => Object.values(group) as string[]),
  ...Object.values(PLATFORM_PATHS),
  SSO_CALLBACK_PATH,
].map((pattern) => pattern.replace(/:\w+/g, '7'));

describe('the page-path lint', () => {
  // Loading the repository's configuration (typescript-eslint and its plugins) is the slow part: once, here.
  beforeAll(() => refusedLines(PAGE, ''), 60_000);

  it('refuses every declared page written as a literal, and one put together by hand', async () => {
    expect(declaredPaths.length).toBeGreaterThan(45);
    const code = declaredPaths.map((page) => `navigate(${JSON.stringify(page)});`).join('\n');
    const lines = declaredPaths.map((_, index) => index + 1);
    expect(await refusedLines(PAGE, code)).toEqual(lines);

    const assembled = [
      'export const review = (id: number) => `/coordinator/event/contribution/${id}/update/1`;',
      'export const events = (role: string) => `/${role}/event`;',
      'export const back = `/?next=${encodeURIComponent(location.pathname)}`;',
      "export const home = { href: '/' };",
    ].join('\n');
    expect(await refusedLines(PAGE, assembled)).toEqual([1, 2, 3, 4]);
  });

  it('passes the declared link, the server’s API paths and paths that are no page', async () => {
    const code = [
      "import { UNIVERSITY_LINKS, UNIVERSITY_ROUTES } from '@herald/protocol';",
      'export const review = (id: number) => UNIVERSITY_LINKS.coordinator.review(3, id);',
      'export const home = { href: UNIVERSITY_ROUTES.public.studentSignIn };',
      'export const file = (id: number) => `/contributions/${id}/files`;',
      "export const visit = '/guest-sessions';",
      "export const parts = 'a/b'.split('/');",
    ].join('\n');
    expect(await refusedLines(PAGE, code)).toEqual([]);
    // The data modules name the server's calls, some of which begin like a page.
    expect(
      await refusedLines('university/data/example.ts', "export const outbox = '/admin/outbox';"),
    ).toEqual([]);
  });

  it('lets a test check the address a person sees', async () => {
    const code = "expect(location.pathname).toBe('/student/event');";
    expect(await refusedLines('university/pages/example/ExamplePage.test.tsx', code)).toEqual([]);
  });
});
