// Size of a host page using the notification center, as a host's bundler ships it: the entry is bundled with
// esbuild (code splitting, minified) with everything but React and react-dom, the workspace packages from their
// sources as a tree-shaking bundler sees them, and the CSS the page pulls in. Sizes are gzip level 9.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
/** A chunk made of one language's texts; a page loads one language, so only the largest is counted. */
const isLanguageChunk = (output) =>
  Object.keys(output.inputs).some((input) => /src\/i18n\/locales\/[a-z]+\.ts$/.test(input)) &&
  Object.keys(output.inputs).length === 1;

/**
 * How a host's bundler builds the page: `entry` with code splitting, minified, React and react-dom external, the
 * workspace packages from their sources, vanilla-extract's CSS; in memory, with a metafile.
 */
export function hostBuildOptions(entry, packageDir) {
  return {
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2023',
    jsx: 'automatic',
    platform: 'browser',
    external: REACT,
    alias: {
      '@herald/protocol': '../protocol/src/index.ts',
      '@herald/notification-machine/react': '../notification-machine/src/react/index.ts',
      '@herald/notification-machine': '../notification-machine/src/index.ts',
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    metafile: true,
    outdir: path.join(packageDir, '.size-report', 'hosts'),
    absWorkingDir: packageDir,
    logLevel: 'silent',
    plugins: [vanillaExtractPlugin()],
  };
}

/**
 * Bundles `entry` and sums what a page loads: `initial` is the entry with its static imports (what ships before
 * anything is used); `all` adds every chunk it can load lazily, but one language chunk (the largest).
 */
export async function measureHost(entry, packageDir) {
  const options = hostBuildOptions(entry, packageDir);
  const result = await esbuild.build(options);
  // Each lazily loaded chunk gets a stylesheet of everything it reaches, overlapping the page's; built once
  // without splitting, the page's CSS holds every rule it can use exactly once.
  const whole = await esbuild.build({ ...options, splitting: false, metafile: false });
  const wholeCss = whole.outputFiles.find((file) => file.path.endsWith('.css'));
  const outputs = result.metafile.outputs;
  const gzipOf = (file) => {
    const output = result.outputFiles.find((candidate) => path.relative(packageDir, candidate.path) === file);
    return output ? gzipSync(output.contents, { level: 9 }).length : 0;
  };
  /** A chunk's JS and the CSS esbuild gathered for it. */
  const sizeOf = (file) => {
    const css = outputs[file].cssBundle;
    return { js: gzipOf(file), css: css ? gzipOf(css) : 0 };
  };
  const entryFile = Object.keys(outputs).find(
    (file) => outputs[file].entryPoint && path.resolve(packageDir, outputs[file].entryPoint) === entry,
  );
  if (!entryFile) throw new Error(`No bundle for ${entry}`);

  const initial = new Set([entryFile]);
  for (const file of initial) {
    for (const imported of outputs[file].imports) {
      if (imported.kind === 'import-statement' && !imported.external) initial.add(imported.path);
    }
  }
  const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const languages = jsFiles.filter((file) => isLanguageChunk(outputs[file]));
  const largestLanguage = languages.reduce(
    (largest, file) => (largest === undefined || gzipOf(file) > gzipOf(largest) ? file : largest),
    undefined,
  );
  const lazy = jsFiles.filter((file) => !initial.has(file) && !languages.includes(file));
  if (largestLanguage) lazy.push(largestLanguage);

  const sum = (files) =>
    files.reduce(
      (total, file) => {
        const size = sizeOf(file);
        return { js: total.js + size.js, css: total.css + size.css };
      },
      { js: 0, css: 0 },
    );
  const initialSize = sum([...initial]);
  const allJs = initialSize.js + sum(lazy).js;
  const allCss = wholeCss ? gzipSync(wholeCss.contents, { level: 9 }).length : 0;
  return {
    initial: { ...initialSize, total: initialSize.js + initialSize.css },
    all: { js: allJs, css: allCss, total: allJs + allCss },
    languageChunks: languages.length,
    largestLanguage: largestLanguage ? gzipOf(largestLanguage) : 0,
  };
}
