// A host page of the installed kit run against the real server: built with esbuild from the installed packages as
// a team ships it (minified, split, React in chunks of its own), served by a plain HTTP server on an origin of its
// own that sends no headers but the content type (no Content Security Policy), and the query that signs a
// subscriber in to it.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Product } from '../harness.js';

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
