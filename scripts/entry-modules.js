// What a page that imports a package's entry would ship: every module a bundler reaches from it. The protocol
// packages' entry tests use it to keep zod, the schemas and the test helpers out of the entries that must not
// carry them.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The modules esbuild reaches from `entry` (a URL), named relative to `packageRoot` (a URL) as its metafile does. */
export async function modulesOf(entry, packageRoot) {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    absWorkingDir: fileURLToPath(packageRoot),
  });
  return Object.keys(result.metafile.inputs);
}
