// A host page of the installed kit run against the real server: built with esbuild from the installed packages as
// a team ships it (minified, split, React in chunks of its own), served by a plain HTTP server on an origin of its
// own that sends no headers but the content type (no Content Security Policy), and the query that signs a
// subscriber in to it.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Product } from '../harness.js';
import { freePort } from '../process.js';

export interface HostPage {
  url: string;
  /** The build's output files (paths relative to the project), for what a test measures of them. */
  outputs: esbuild.Metafile['outputs'];
  close(): Promise<void>;
}

/**
 * Builds `src/<entry>.tsx` of the installed project into `dist-<entry>` and serves it at `/` of a new origin, as
 * `<entry>.js` and `<entry>.css` with its chunks beside them.
 */
export async function serveHostPage(project: string, entry: string): Promise<HostPage> {
  const outdir = path.join(project, `dist-${entry}`);
  const built = await esbuild.build({
    absWorkingDir: project,
    entryPoints: [`src/${entry}.tsx`, 'src/react-vendor.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    metafile: true,
    logLevel: 'silent',
  });
  const host = createServer((request, response) => {
    const file = new URL(request.url ?? '/', 'http://host').pathname;
    if (file === '/') {
      response.setHeader('content-type', 'text/html');
      response.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kit host</title>' +
          `<link rel="stylesheet" href="/${entry}.css"></head><body><div id="root"></div>` +
          `<script type="module" src="/${entry}.js"></script></body></html>`,
      );
      return;
    }
    try {
      const contents = readFileSync(path.join(outdir, path.normalize(file)));
      response.setHeader('content-type', file.endsWith('.css') ? 'text/css' : 'text/javascript');
      response.end(contents);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const address = host.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    outputs: built.metafile.outputs,
    close: () => new Promise<void>((resolve) => host.close(() => resolve())),
  };
}

/** The query of `live.tsx`: the server, the product environment's application and a subscriber with its HMAC. */
export async function subscriberQuery(product: Product, subscriberId: string): Promise<URLSearchParams> {
  const environment = await product.herald.ctx.db
    .selectFrom('environments')
    .select('application_identifier')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return new URLSearchParams({
    backendUrl: product.url,
    applicationIdentifier: environment.application_identifier,
    subscriberId,
    subscriberHash: createHmac('sha256', product.herald.seed!.apiKey).update(subscriberId).digest('hex'),
  });
}

/** A Next.js app built and started as a team deploys one: `next build`, then `next start` on an origin of its own. */
export interface NextHost {
  url: string;
  /** What `next build` printed: its route table tells a dynamic page from a static one. */
  buildOutput: string;
  close(): Promise<void>;
}

/**
 * Builds the Next.js app in `project` (production, telemetry off, no network needed) and starts it on loopback with
 * `env` added to its environment; resolves once it answers.
 */
export async function serveNextHost(project: string, env: Record<string, string>): Promise<NextHost> {
  const next = path.join(project, 'node_modules', 'next', 'dist', 'bin', 'next');
  const environment = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  let buildOutput: string;
  try {
    buildOutput = execFileSync(process.execPath, [next, 'build'], {
      cwd: project,
      env: environment,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 300_000,
    });
  } catch (error) {
    // Its type errors and build errors are on its output: they are the failure's reason.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`next build failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: project,
    env: { ...environment, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => /\bReady\b/.test(output) && resolve());
    void exited.then(() => reject(new Error(`next start exited early:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    buildOutput,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
