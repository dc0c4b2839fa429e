// The whole product for a browser test: the real server in-process on a fresh SQLite file, serving the built
// app, and Debian's Chromium driven by playwright-core.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { createHerald, loadConfig, type Herald } from '@herald/server';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const appDir = path.join(repoRoot, 'packages', 'app', 'dist');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface Product {
  herald: Herald;
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startProduct(): Promise<Product> {
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
  };
  const herald = await createHerald(config);
  const url = await herald.listen();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
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
