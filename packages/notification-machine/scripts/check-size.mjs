// The core (machines and API client) must stay at most 20 KiB gzip with React external. socket.io-client and the
// preferences machine are chunks the provider loads when needed (the socket when it opens, the preferences with
// the settings view), so they are printed but not counted. The protocol is bundled from its sources, as a
// tree-shaking bundler sees it: only the constants the core uses come along, never its zod schemas.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 20 * 1024;
const CORE = 'src/index.ts';
const PREFERENCES = 'src/preferences/index.ts';

const bundle = (entryPoint, external = []) =>
  build({
    absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
    entryPoints: [entryPoint],
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2023',
    outdir: 'size-check',
    write: false,
    metafile: true,
    external: ['react', 'react-dom', '@xstate/react', ...external],
    alias: { '@herald/protocol': '../protocol/src/index.ts' },
    logLevel: 'error',
  });

/** The gzip size of an entry and every chunk it imports statically; dynamic imports are listed apart. */
async function measure(entryPoint, external) {
  const result = await bundle(entryPoint, external);
  const outputs = result.metafile.outputs;
  const gzipOf = (path) => {
    const file = result.outputFiles.find((output) => output.path.endsWith(`/${path}`));
    return file ? gzipSync(file.contents, { level: 9 }).length : 0;
  };
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === entryPoint);
  if (!entry) throw new Error(`The size check found no bundle for ${entryPoint}`);
  const counted = new Set([entry]);
  for (const path of counted) {
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) counted.add(imported.path);
    }
  }
  const sum = (paths) => paths.reduce((total, path) => total + gzipOf(path), 0);
  const lazy = Object.keys(outputs).filter((path) => path.endsWith('.js') && !counted.has(path));
  return { bytes: sum([...counted]), lazyBytes: sum(lazy) };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
const core = await measure(CORE);
// What the settings view adds on top of the core, which already holds xstate and the data policy.
const preferences = await measure(PREFERENCES, ['xstate']);

console.log(`notification-machine core: ${kib(core.bytes)} gzip (limit ${kib(LIMIT_BYTES)})`);
console.log(`  loaded when the socket opens: socket.io-client ${kib(core.lazyBytes)} gzip`);
console.log(`  loaded with the settings view: preferences ${kib(preferences.bytes)} gzip`);
if (core.bytes > LIMIT_BYTES) {
  console.error(`The core is ${kib(core.bytes - LIMIT_BYTES)} over its budget.`);
  process.exit(1);
}
