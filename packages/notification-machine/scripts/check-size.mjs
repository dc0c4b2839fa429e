// Size check of the package, gzip level 9, React external; `npm test` runs it. The protocol comes from its build
// (the vocabulary entry, which holds no zod): only the constants the code uses come along.
// - bell: what '@herald/notification-machine/react' loads for the bell's first render (the provider and the
//   hooks on @xstate/react; no API client). esbuild's code splitting brings XState along with @xstate/react, whose
//   module imports it, though the first render calls none of it (decision 0032): about 18.6 KiB. At most 20 KiB.
// - core: the main entry for hosts without React: the notification system with its session, counts and
//   organisation machines, the feed and preferences machines, and the API client (XState alone is about
//   13 KiB). At most 24.5 KiB (24.1 since the root actor loads the views' machines with the host's loaders and
//   tells an open popover to its feed, which the React bindings did before).
// The chunks loaded when needed are printed, not counted: the system (XState, the machines the bell needs, the
// API client) right after the first render, the feed and the preferences machines with their views, and the
// socket.io client once the session starts.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMITS = { bell: 20 * 1024, core: 24.5 * 1024 };
const ENTRIES = { bell: 'src/react/index.ts', core: 'src/index.ts' };

const bundle = (entryPoint) =>
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
    external: ['react', 'react-dom'],
    logLevel: 'error',
  });

/** The gzip size of an entry with every chunk it imports statically, and of each chunk it loads when needed. */
async function measure(entryPoint) {
  const result = await bundle(entryPoint);
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
  const lazy = Object.keys(outputs)
    .filter((path) => path.endsWith('.js') && !counted.has(path))
    .map((path) => ({ inputs: Object.keys(outputs[path].inputs), bytes: gzipOf(path) }));
  return { bytes: [...counted].reduce((total, path) => total + gzipOf(path), 0), lazy };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
/** Names a lazy chunk after the first of its inputs that says what it is. */
const nameOf = ({ inputs }) => {
  if (inputs.some((input) => input.includes('node_modules/socket.io-client'))) return 'socket.io-client';
  if (inputs.some((input) => input.includes('/preferences/'))) return 'preferences';
  if (inputs.some((input) => input.includes('feed-chunk') || input.includes('/feed/'))) return 'feed';
  if (inputs.some((input) => input.includes('node_modules/xstate'))) return 'xstate';
  return inputs[0] ?? 'chunk';
};

let over = false;
for (const [name, entryPoint] of Object.entries(ENTRIES)) {
  const { bytes, lazy } = await measure(entryPoint);
  console.log(`notification-machine ${name}: ${kib(bytes)} gzip (limit ${kib(LIMITS[name])})`);
  for (const chunk of lazy) console.log(`  loaded when needed: ${nameOf(chunk)} ${kib(chunk.bytes)} gzip`);
  if (bytes > LIMITS[name]) {
    console.error(`The ${name} is ${kib(bytes - LIMITS[name])} over its budget.`);
    over = true;
  }
}
if (over) process.exit(1);
