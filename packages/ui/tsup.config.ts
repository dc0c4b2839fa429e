import { readdirSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { STYLE_SOURCE_OPTIONS, buildModules } from '../../scripts/build-modules.mjs';
import { markPureInDirectory } from '../../scripts/mark-pure.mjs';
import { markClientModules } from '../../scripts/client-modules.mjs';

const ENTRIES = { index: 'src/index.ts' };
/**
 * Besides the main entry, `@herald/ui/foundations` and each component (`@herald/ui/components/<Name>`) are entries
 * with declarations of their own: a kit built on this one imports each primitive where it uses it, so a bundler
 * splits on them (a lazily loaded part's primitives stay in its chunk), esbuild's code splitting included.
 */
const COMPONENTS = readdirSync('src/components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const DECLARATION_ENTRIES = {
  ...ENTRIES,
  foundations: 'src/foundations.ts',
  ...Object.fromEntries(
    COMPONENTS.map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
  ),
};
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
  dts: { entry: DECLARATION_ENTRIES, compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  // The stylesheets ship minified with short class names, as small as a host that links them as they are serves
  // them: no comment per style source (vanilla-extract names each one with its source, base64-encoded: two thirds
  // of the gzip bytes before this), no debug names. The source map beside each stylesheet leads to the sources.
  minify: true,
  sourcemap: true,
  external: ['react', 'react-dom'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short', ...STYLE_SOURCE_OPTIONS })],
  onSuccess: async () => {
    await keepDeclarations();
    // The JavaScript ships module by module, each style module with its rules, so a host's bundler keeps only the
    // modules a page uses and their rules.
    await buildModules({ entries: Object.values(DECLARATION_ENTRIES), sourceDir: 'src', outDir: OUT_DIR });
    await markPureInDirectory(OUT_DIR);
    // Modules that use React are client modules for a server-rendering framework (scripts/client-modules.mjs).
    await markClientModules(OUT_DIR);
  },
});
