import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { buildModules } from '../../scripts/build-modules.mjs';
import { markPureInDirectory } from '../../scripts/mark-pure.mjs';

/** The package's entries: the bell with its popover center, and the inline views and parts. */
const ENTRIES = { index: 'src/index.ts', views: 'src/views.ts' };
/** One stylesheet for both entries, named as the main entry's (`index.css`, exported as `styles.css`). */
const STYLESHEET = { index: 'src/stylesheet.ts' };
const OUT_DIR = 'dist';

/**
 * The bundled build gives the stylesheet and the entries' declarations only. Its JavaScript goes, and so do the
 * stylesheets esbuild writes for lazily loaded chunks, which nothing loads: the stylesheet already holds every rule
 * they use.
 */
async function keepStylesheetsAndDeclarations() {
  const kept = new Set(Object.keys(STYLESHEET).flatMap((name) => [`${name}.css`, `${name}.css.map`]));
  const files = await readdir(OUT_DIR);
  await Promise.all(
    files
      .filter((file) => /\.(css|js)(\.map)?$/.test(file) && !kept.has(file))
      .map((file) => rm(path.join(OUT_DIR, file))),
  );
}

export default defineConfig({
  entry: STYLESHEET,
  outDir: OUT_DIR,
  splitting: true,
  format: ['esm'],
  target: 'es2023',
  // tsup 8 gives its declaration build `baseUrl`, which TypeScript 6 reports as deprecated (TS5101); the
  // acknowledgement applies to that build only, `tsc` typechecks keep every deprecation an error.
  dts: { entry: ENTRIES, compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  // Minified, short class names, no comment per style source, as @herald/ui ships its own (its tsup config says why).
  minify: true,
  sourcemap: true,
  // The design system's rules are in its own stylesheet: this one holds the center's rules only.
  external: ['react', 'react-dom', '@herald/ui'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  onSuccess: async () => {
    await keepStylesheetsAndDeclarations();
    // The JavaScript ships module by module, so a host's bundler keeps only the modules a page uses.
    await buildModules({ entries: Object.values(ENTRIES), sourceDir: 'src', outDir: OUT_DIR });
    await markPureInDirectory(OUT_DIR);
  },
});
