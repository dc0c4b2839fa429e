// Builds the kit's JavaScript module by module: every source file the entries reach becomes a file of its own under
// dist (src/components/Button/Button.tsx → dist/components/Button/Button.js), importing its neighbours as the
// source does. A host's bundler then drops every module a page does not use, with the packages only that module
// imports (DOMPurify for the notification items, React Aria for the date pickers …): package.json declares that
// only stylesheets have side effects. Each `.css.ts` file becomes the class names and recipes it exports, and its
// rules a stylesheet beside it (`Button.styles.css`) that the module imports, with the stylesheets of the style
// modules it builds on before it: a host's bundler takes the rules of the modules a page uses, in their order, as
// vanilla-extract's own bundler plugins do with the sources.
import { mkdir, readFile, readdir, realpath, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { prependLines } from './client-modules.mjs';

const require = createRequire(import.meta.url);

/**
 * What a style module (`Button.css.ts`) is called once built: `Button.styles.js`, never `Button.css.js`, which a
 * host's vanilla-extract plugin would take for a style source of its own and try to evaluate again.
 */
const STYLE_MODULE = /\.css\.js$/;
const builtStyleModule = (specifier) => specifier.replace(STYLE_MODULE, '.styles.js');
/** A style source's rules once built: `Button.css.ts` → `Button.styles.css`, beside `Button.styles.js`. */
const builtStylesheet = (file) => file.replace(/\.css\.ts$/, '.styles.css');

/**
 * When a style module is evaluated, the package's published style modules it imports (`@herald/ui/foundations` in
 * the center's) are evaluated too, and their stylesheet imports mean nothing there: the rules arrive with the
 * modules themselves. A host that evaluates its own style sources with vanilla-extract's esbuild plugin passes the
 * same option; its Vite plugin needs none.
 */
export const STYLE_SOURCE_OPTIONS = { esbuildOptions: { loader: { '.css': 'empty' } } };

/**
 * vanilla-extract hands each style module's rules to the bundler as a virtual stylesheet per style source the
 * module's evaluation wrote to (its own, and the sources it builds on, such as the theme). Each becomes an import of
 * that source's built stylesheet, written once into `outDir`, so no rule is shipped twice.
 */
function ownStylesheets(sourceDir, outDir, sheets) {
  const base = path.resolve(sourceDir);
  return {
    name: 'own-stylesheets',
    setup(build) {
      build.onResolve({ filter: virtualCssFileFilter }, async (args) => {
        const { fileName, source } = await getSourceFromVirtualCssFile(args.path);
        const file = path.resolve(fileName.replace(/\.vanilla\.css$/, ''));
        if (!file.startsWith(base + path.sep)) {
          throw new Error(
            `${fileName}: a style source outside ${sourceDir} wrote rules into a module's stylesheet`,
          );
        }
        const target = path.join(outDir, builtStylesheet(path.relative(base, file)));
        sheets.set(target, source);
        const importerTarget = path.join(outDir, path.relative(base, args.importer));
        const specifier = path.relative(path.dirname(importerTarget), target).split(path.sep).join('/');
        return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
      });
    },
  };
}

/** Writes the stylesheets `ownStylesheets` collected, minified. */
async function writeStylesheets(sheets) {
  await Promise.all(
    [...sheets].map(async ([target, source]) => {
      const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, code);
    }),
  );
}

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
    plugins: [vanillaExtractPlugin({ outputCss: false, ...STYLE_SOURCE_OPTIONS })],
  });
  const base = path.resolve(sourceDir);
  return Object.keys(metafile.inputs)
    .map((input) => path.resolve(input))
    .filter((file) => file.startsWith(base + path.sep) && /\.tsx?$/.test(file));
}

/** Writes one module into `outDir` for each file of `sourceDir` that `entries` reach, and each style module's rules. */
export async function buildModules({ entries, sourceDir, outDir }) {
  const entryPoints = await reachableFiles(entries, sourceDir);
  const sheets = new Map();
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
    // Short class names, no debug names: the stylesheets ship as small as a host serves them.
    plugins: [
      ownStylesheets(sourceDir, outDir, sheets),
      keepLocalImports,
      vanillaExtractPlugin({ outputCss: true, identifiers: 'short', ...STYLE_SOURCE_OPTIONS }),
    ],
  });
  await writeStylesheets(sheets);
  return entryPoints.length;
}

/** A built module's import of a stylesheet: relative within the package, by the sibling's export otherwise. */
function stylesheetSpecifier(sheet, fromDir, outDir, siblings) {
  if (sheet.startsWith(outDir + path.sep)) {
    const specifier = path.relative(fromDir, sheet).split(path.sep).join('/');
    return specifier.startsWith('.') ? specifier : `./${specifier}`;
  }
  for (const [name, dist] of Object.entries(siblings)) {
    if (sheet.startsWith(dist + path.sep)) {
      return `${name}/stylesheets/${path.relative(dist, sheet).split(path.sep).join('/')}`;
    }
  }
  throw new Error(`${sheet}: a stylesheet of no package the build knows`);
}

/** The local modules a built module loads later (`import("./PopoverPanel.js")`), as files. */
const LAZY_IMPORT = /\bimport\("(\.{1,2}\/[^"]+)"\)/g;

/**
 * Gives each module that loads others later an import of every stylesheet they bring (and the ones they load
 * later in turn), so a host's bundler puts those rules beside the module's own: esbuild loads no stylesheet with a
 * chunk it loads later, and a view that opens styled is worth the few rules it adds to the first load. `siblings`
 * names the kit packages whose modules (and stylesheets, exported as `<name>/stylesheets/<path>.css`) are followed.
 */
export async function hoistLazyStylesheets({ outDir, siblings }) {
  const dist = path.resolve(outDir);
  const siblingDists = Object.fromEntries(
    await Promise.all(
      siblings.map(async (name) => {
        const manifest = path.dirname(await realpath(require.resolve(`${name}/package.json`)));
        return [name, path.join(manifest, 'dist')];
      }),
    ),
  );
  const followed = new RegExp(`^(${siblings.map((name) => name.replace('/', '\\/')).join('|')})(\\/|$)`);
  const modules = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'));
  for (const module of modules) {
    const file = path.join(dist, module);
    const code = await readFile(file, 'utf8');
    const later = [...code.matchAll(LAZY_IMPORT)].map(([, specifier]) =>
      path.resolve(path.dirname(file), specifier),
    );
    if (later.length === 0) continue;
    const { metafile } = await esbuild.build({
      entryPoints: later,
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: path.join(dist, '.hoist'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [
        {
          name: 'only-the-kit',
          setup(build) {
            build.onResolve({ filter: /^[^./]/ }, (args) =>
              followed.test(args.path) ? undefined : { external: true },
            );
          },
        },
      ],
    });
    const sheets = [];
    for (const [name, output] of Object.entries(metafile.outputs)) {
      if (!name.endsWith('.css')) continue;
      for (const input of Object.keys(output.inputs)) {
        const sheet = await realpath(path.resolve(input));
        if (!sheets.includes(sheet)) sheets.push(sheet);
      }
    }
    const imports = sheets
      .map((sheet) => `import "${stylesheetSpecifier(sheet, path.dirname(file), dist, siblingDists)}";`)
      .filter((line) => !code.includes(line));
    if (imports.length > 0) await prependLines(file, imports);
  }
}
