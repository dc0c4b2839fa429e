// The built server (`dist/main.js`) started as a process of its own, the way an operator starts it, with the
// benchmark's preload so that it stops when the test process goes.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverMain = path.resolve(here, '../dist/main.js');
const exitWithParent = pathToFileURL(path.resolve(here, '../bench/exit-with-parent.mjs')).href;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed until the banner. */
  printed: string;
  /** Where it listens; undefined for a worker. */
  url: string | undefined;
  /** What a first start prints of the environment it made. */
  apiKey: string | undefined;
  applicationIdentifier: string | undefined;
  /** Sends SIGTERM and resolves once it has exited. */
  stop(): Promise<void>;
}

/** The environment of a server process: the test's database and Redis come in through `env`. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'false',
    ...env,
  };
}

/** Starts the server and resolves on its banner ("listening on" or "running"); rejects if it exits first. */
export async function startServerProcess(
  args: string[],
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', exitWithParent, serverMain, ...args], {
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: string) => {
      printed += chunk;
      if (/^Herald is (listening|running)/m.test(printed)) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before starting:\n${printed}`)),
    );
  });
  return {
    child,
    printed,
    url: /Herald is listening on \S+ \((http:\/\/[^)\s]+)\)/.exec(printed)?.[1],
    apiKey: /API key[^:]*: (\S+)/.exec(printed)?.[1],
    applicationIdentifier: /applicationIdentifier (\S+)/.exec(printed)?.[1],
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs the server to its end, for a start that must fail: its exit code and what it wrote to stderr. */
export async function runServerProcess(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [serverMain, ...args], {
    env: serverEnv(env),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.setEncoding('utf8');
  let stderr = '';
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exit) => resolve(exit)));
  return { code, stderr };
}
