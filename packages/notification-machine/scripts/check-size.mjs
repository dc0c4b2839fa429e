// The core (machines and API client) must stay at most 20 KiB gzip with React external; socket.io-client is a
// lazy chunk loaded when the socket opens, so it is not counted. The protocol is bundled from its sources, as a
// tree-shaking bundler sees it: only the constants the core uses come along, never its zod schemas.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const LIMIT_BYTES = 20 * 1024;
const packageDir = fileURLToPath(new URL('..', import.meta.url));

const result = await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/index.ts'],
  bundle: true,
  minify: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2023',
  outdir: 'dist-size',
  write: false,
  metafile: true,
  external: ['react', 'react-dom', '@xstate/react'],
  alias: { '@herald/protocol': '../protocol/src/index.ts' },
  logLevel: 'error',
});

const entry = Object.entries(result.metafile.outputs).find(
  ([, output]) => output.entryPoint === 'src/index.ts',
);
const coreFile = result.outputFiles.find(
  (file) => entry && file.path.endsWith(entry[0].replace('dist-size/', '')),
);
if (!entry || !coreFile) throw new Error('The size check found no core bundle');
// The core plus every chunk it imports statically; dynamic imports (socket.io-client) stay out.
const counted = new Set([entry[0]]);
for (const path of counted) {
  for (const imported of result.metafile.outputs[path].imports) {
    if (imported.kind === 'import-statement' && !imported.external) counted.add(imported.path);
  }
}
const files = result.outputFiles.filter((file) =>
  [...counted].some((path) => file.path.endsWith(path.replace('dist-size/', ''))),
);
const gzipBytes = files.reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
const lazyBytes = result.outputFiles
  .filter((file) => !files.includes(file) && file.path.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;
console.log(
  `notification-machine core: ${kib(gzipBytes)} gzip (limit ${kib(LIMIT_BYTES)}); lazy chunks: ${kib(lazyBytes)} gzip`,
);
if (gzipBytes > LIMIT_BYTES) {
  console.error(`The core is ${kib(gzipBytes - LIMIT_BYTES)} over its budget.`);
  process.exit(1);
}
