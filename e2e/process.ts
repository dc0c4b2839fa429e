// The built server as its own process, as `npm start` runs it, on a fresh data folder of the test's own; the
// folders go when the test file ends.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { repoRoot } from './harness.js';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

export function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'herald-start-'));
  dataDirs.push(dir);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

export async function start(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Started> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'packages/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Herald is listening') && resolve());
    void exited.then(() => reject(new Error(`the server exited early:\n${output}`)));
  });
  return { child, output: () => output, exited };
}
