// Builds the kit's JavaScript module by module: every source file the entries reach becomes a file of its own under
// dist (src/components/Button/Button.tsx → dist/components/Button/Button.js), importing its neighbours as the
// source does. A host's bundler then drops every module a page does not use, with the packages only that module
// imports (DOMPurify for the notification items, React Aria for the date pickers …): package.json declares that
// only stylesheets have side effects. Each `.css.ts` file becomes the class names and recipes it exports; its rules
// are in the entries' stylesheets (`styles.css`, `notification-center.css`), built beside.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

const SOURCE_FILE = /\.tsx?$/;
/** Tests, stories, fixtures, docs pages and the in-memory test widget are not part of the package. */
const NOT_SHIPPED =
  /\.(test|stories)\.tsx?$|\.d\.ts$|-fixture\.tsx?$|^(docs|isolation|notification-center\/testing)\//;

/** Every local import stays an import of the module beside it; packages stay imports of the packages. */
const keepLocalImports = {
  name: 'keep-local-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
};

async function sourceFiles(directory, base = directory) {
  const files = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full, base)));
    else if (SOURCE_FILE.test(entry.name) && !NOT_SHIPPED.test(path.relative(base, full))) files.push(full);
  }
  return files;
}

/** Writes one module per shipped source file of `sourceDir` into `outDir`. */
export async function buildModules({ sourceDir, outDir }) {
  const entryPoints = await sourceFiles(sourceDir);
  await esbuild.build({
    entryPoints,
    outbase: sourceDir,
    outdir: outDir,
    bundle: true,
    packages: 'external',
    format: 'esm',
    target: 'es2023',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    // Class names as the entries' stylesheets name them (the same identifiers as tsup's unminified build).
    plugins: [keepLocalImports, vanillaExtractPlugin({ outputCss: false, identifiers: 'debug' })],
  });
  return entryPoints.length;
}
