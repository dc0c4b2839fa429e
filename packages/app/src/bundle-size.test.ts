// @vitest-environment node
// The sign-in page's JavaScript budget: a production build, and the gzip size of every script the sign-in
// page loads before anyone touches it (the entry, its static imports and modulepreloads, the sign-in page's
// lazy module and its static imports).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const BUDGET_BYTES = 120 * 1024;
const appRoot = fileURLToPath(new URL('..', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'herald-app-size-'));
  await build({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    logLevel: 'silent',
    mode: 'production',
    // The test runner sets NODE_ENV=test, which would build React's development files.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  });
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** A chunk and everything it imports statically. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function gzipBytes(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) total += gzipSync(readFileSync(path.join(outDir, manifest[key]!.file))).length;
  return total;
}

describe('code splitting', () => {
  it('keeps the JavaScript of the sign-in page within 120 KiB gzip', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    const signIn = staticClosure(['index.html', 'src/university/pages/LoginPage.tsx']);
    // Everything index.html names is part of what we measure.
    const measuredFiles = new Set([...signIn].map((key) => manifest[key]!.file));
    for (const file of preloaded) expect(measuredFiles, file).toContain(file);

    const bytes = gzipBytes(signIn);
    console.info(`sign-in page JavaScript: ${(bytes / 1024).toFixed(1)} KiB gzip`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('loads each role’s pages only when one of them opens', () => {
    const signIn = staticClosure(['index.html', 'src/university/pages/LoginPage.tsx']);
    const roleModules = Object.keys(manifest).filter((key) =>
      /^src\/university\/pages\/(admin|account)\//.test(key),
    );
    expect(roleModules.length).toBeGreaterThan(0);
    for (const key of roleModules) expect(signIn.has(key), key).toBe(false);
    // The admin pages are one module that the router imports lazily.
    expect(manifest['index.html']!.dynamicImports).toContain('src/university/pages/admin/index.ts');
  });
});
