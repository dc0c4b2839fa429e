import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { buildModules } from './scripts/build-modules.mjs';
import { markPureInDirectory } from './scripts/mark-pure.mjs';

const ENTRIES = { index: 'src/index.ts', 'notification-center': 'src/notification-center/index.ts' };
const OUT_DIR = 'dist';

/**
 * The bundled build gives the entries' stylesheets and declarations only. Its JavaScript (the entries and the chunks
 * they share) goes, and so do the stylesheets esbuild writes for lazily loaded chunks, which nothing loads: each
 * entry's stylesheet already holds every rule its lazy chunks use.
 */
async function keepStylesheetsAndDeclarations() {
  const kept = new Set(Object.keys(ENTRIES).flatMap((name) => [`${name}.css`, `${name}.css.map`]));
  const files = await readdir(OUT_DIR);
  await Promise.all(
    files
      .filter((file) => /\.(css|js)(\.map)?$/.test(file) && !kept.has(file))
      .map((file) => rm(path.join(OUT_DIR, file))),
  );
}

export default defineConfig({
  // The kit, and the notification center on its own (its own stylesheet, only the center's rules).
  entry: ENTRIES,
  outDir: OUT_DIR,
  splitting: true,
  format: ['esm'],
  target: 'es2023',
  // tsup 8 gives its declaration build `baseUrl`, which TypeScript 6 reports as deprecated (TS5101); the
  // acknowledgement applies to that build only, `tsc` typechecks keep every deprecation an error.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  // The stylesheets ship minified with short class names, as small as a host that links them as they are serves
  // them: no comment per style source (vanilla-extract names each one with its source, base64-encoded: two thirds
  // of the gzip bytes before this), no debug names. The source map beside each stylesheet leads to the sources.
  minify: true,
  sourcemap: true,
  external: ['react', 'react-dom'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => {
    await keepStylesheetsAndDeclarations();
    // The JavaScript ships module by module, so a host's bundler keeps only the modules a page uses.
    await buildModules({ entries: Object.values(ENTRIES), sourceDir: 'src', outDir: OUT_DIR });
    await markPureInDirectory(OUT_DIR);
  },
});
