// The registry a team installs the kit from, before its packages are on the public one: Verdaccio on loopback with
// storage of its own, one user who publishes, and nothing proxied (only the `@herald` scope is asked of it; every
// other package comes from the registry npm is configured with).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../root.js';

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** The publishing user's token. */
  token: string;
  /** npm's configuration key of the token, `//127.0.0.1:<port>/:_authToken`. */
  tokenKey: string;
  close(): Promise<void>;
}

const SCOPE = '@herald';

function configuration(dir: string): string {
  const file = path.join(dir, 'config.yaml');
  writeFileSync(
    file,
    [
      `storage: ${JSON.stringify(path.join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(path.join(dir, 'htpasswd'))}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      `  '${SCOPE}/*':`,
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: json, level: error }',
      '',
    ].join('\n'),
  );
  return file;
}

/** The port the registry's process prints once it listens, or its exit as an error. */
function listening(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const message = (() => {
        try {
          return JSON.parse(line) as { port?: number };
        } catch {
          return {};
        }
      })();
      if (message.port) resolve(message.port);
    });
    child.once('exit', (code) =>
      reject(new Error(`the registry exited (${code}) before listening: ${errors}`)),
    );
  });
}

/** Starts a registry with its files under `dir` and signs its one publishing user up. */
export async function startRegistry(dir: string): Promise<LocalRegistry> {
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'e2e', 'kit', 'registry-server.mjs'), configuration(dir)],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    const port = await listening(child);
    const url = `http://127.0.0.1:${port}/`;
    // npm's `adduser` in one request, as the CouchDB user document npm sends.
    const name = 'kit-publisher';
    const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password: `publish-${port}-${process.pid}`, type: 'user', roles: [] }),
    });
    const { token } = (await response.json()) as { token?: string };
    if (!response.ok || !token) throw new Error(`the registry refused its user: ${response.status}`);
    return { url, token, tokenKey: `//127.0.0.1:${port}/:_authToken`, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** An `.npmrc` line that asks the registry for the kit's scope, and for nothing else. */
export const scopeRegistry = (registry: LocalRegistry) => `${SCOPE}:registry=${registry.url}`;
