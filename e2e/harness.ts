// The whole product for a browser test: the real server in-process on a fresh SQLite file, serving the built
// app, and Debian's Chromium driven by playwright-core.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { createHerald, loadConfig, type Herald } from '@herald/server';
import { chromiumLaunchOptions } from '../scripts/chromium.js';
import { watchBrowser } from './page-guard.js';
import { repoRoot } from './root.js';

export { repoRoot };
export const appDir = path.join(repoRoot, 'packages', 'app', 'dist');

export interface Product {
  herald: Herald;
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

export interface ProductOptions {
  /** The server's clock, for journeys that need a deadline to have passed. */
  now?: () => Date;
  /** The server's largest accepted upload (`MAX_UPLOAD_BYTES`), for journeys that meet the limit. */
  maxUploadBytes?: number;
}

export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  if (!existsSync(path.join(appDir, 'index.html'))) {
    throw new Error('The app is not built: run `npx turbo run build` first');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-e2e-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dataDir),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    appDir,
    ...(options.maxUploadBytes !== undefined && { maxUploadBytes: options.maxUploadBytes }),
  };
  const herald = await createHerald(config, options.now ? { now: options.now } : {});
  const url = await herald.listen();
  if (url === undefined) throw new Error('The product started without an address (a worker only)');
  const browser = watchBrowser(await chromium.launch(chromiumLaunchOptions));
  return {
    herald,
    url,
    browser,
    async stop() {
      await browser.close();
      await herald.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
