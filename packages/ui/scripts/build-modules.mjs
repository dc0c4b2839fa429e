// Builds the kit's JavaScript module by module: every source file the entries reach becomes a file of its own under
// dist (src/components/Button/Button.tsx → dist/components/Button/Button.js), importing its neighbours as the
// source does. A host's bundler then drops every module a page does not use, with the packages only that module
// imports (DOMPurify for the notification items, React Aria for the date pickers …): package.json declares that
// only stylesheets have side effects. Each `.css.ts` file becomes the class names and recipes it exports; its rules
// are in the entries' stylesheets (`styles.css`, `notification-center.css`), built beside.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * What a style module (`Button.css.ts`) is called once built: `Button.styles.js`, never `Button.css.js`, which a
 * host's vanilla-extract plugin would take for a style source of its own and try to evaluate again.
 */
const STYLE_MODULE = /\.css\.js$/;
const builtStyleModule = (specifier) => specifier.replace(STYLE_MODULE, '.styles.js');

/** Every local import stays an import of the module beside it; packages stay imports of the packages. */
const keepLocalImports = {
  name: 'keep-local-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: builtStyleModule(args.path), external: true },
    );
  },
};

/** esbuild's entry for a source file: where it goes under dist, style modules under their built name. */
function entryFor(file, sourceDir) {
  const relative = path.relative(sourceDir, file).replace(/\.tsx?$/, '');
  return { in: file, out: relative.replace(/\.css$/, '.styles') };
}

/** The source files the entries import, statically or lazily, found by bundling them without writing. */
async function reachableFiles(entries, sourceDir) {
  const { metafile } = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    packages: 'external',
    format: 'esm',
    jsx: 'automatic',
    outdir: 'reachable',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin({ outputCss: false })],
  });
  const base = path.resolve(sourceDir);
  return Object.keys(metafile.inputs)
    .map((input) => path.resolve(input))
    .filter((file) => file.startsWith(base + path.sep) && /\.tsx?$/.test(file));
}

/** Writes one module into `outDir` for each file of `sourceDir` that `entries` reach. */
export async function buildModules({ entries, sourceDir, outDir }) {
  const entryPoints = await reachableFiles(entries, sourceDir);
  await esbuild.build({
    entryPoints: entryPoints.map((file) => entryFor(file, sourceDir)),
    outdir: outDir,
    bundle: true,
    packages: 'external',
    format: 'esm',
    target: 'es2023',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    // Class names as the entries' stylesheets name them (the same short identifiers as tsup's build).
    plugins: [keepLocalImports, vanillaExtractPlugin({ outputCss: false, identifiers: 'short' })],
  });
  return entryPoints.length;
}
