import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { STYLE_SOURCE_OPTIONS, buildModules, hoistLazyStylesheets } from '../../scripts/build-modules.mjs';
import { markPureInDirectory } from '../../scripts/mark-pure.mjs';
import { markClientModules } from '../../scripts/client-modules.mjs';

/** The package's entries: the bell with its popover center, and the inline views and parts. */
const ENTRIES = { index: 'src/index.ts', views: 'src/views.ts' };
const OUT_DIR = 'dist';

/**
 * The bundled build gives the entries' declarations only; its JavaScript and stylesheets go. The modules and their
 * stylesheets are built one by one after it.
 */
async function keepDeclarations() {
  const files = await readdir(OUT_DIR);
  await Promise.all(
    files.filter((file) => /\.(css|js)(\.map)?$/.test(file)).map((file) => rm(path.join(OUT_DIR, file))),
  );
}

export default defineConfig({
  entry: ENTRIES,
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
  // The design system's modules, and their rules, come from its own package.
  external: ['react', 'react-dom', '@herald/ui'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short', ...STYLE_SOURCE_OPTIONS })],
  onSuccess: async () => {
    await keepDeclarations();
    // The JavaScript ships module by module, each style module with its rules, so a host's bundler keeps only the
    // modules a page uses and their rules.
    await buildModules({ entries: Object.values(ENTRIES), sourceDir: 'src', outDir: OUT_DIR });
    // The views it opens later (the popover's panel, settings, the archive) come styled with any bundler.
    await hoistLazyStylesheets({ outDir: OUT_DIR, siblings: ['@herald/ui'] });
    await markPureInDirectory(OUT_DIR);
    // Modules that use React are client modules for a server-rendering framework (scripts/client-modules.mjs).
    await markClientModules(OUT_DIR);
  },
});
