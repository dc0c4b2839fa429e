// Another team's page in Chromium: a client of the platform (its widget, its Inbox) bundled as a host team bundles
// it, served from an origin Herald was never told about, with what each subscriber's page sets before the client
// starts. The browser is Debian's Chromium, launched as every browser suite launches it.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

export interface HostPage {
  /** The page's origin: localhost, while Herald listens on 127.0.0.1, so another origin to the browser. */
  origin: string;
  browser: Browser;
  /**
   * Opens the subscriber's page with `config` as `window.HERALD`, collecting its errors; requests to the
   * internet (fonts, scripts) are refused, as nothing here reaches it. `socketConnected` settles once the page's
   * socket.io socket has been accepted (the server's CONNECT answer), after which a trigger reaches it live.
   */
  open(
    subscriberId: string,
    config: Record<string, string | undefined>,
    before?: (page: Page) => void,
  ): Promise<{ page: Page; problems: string[]; socketConnected: Promise<void> }>;
  close(): Promise<void>;
}

/** Bundles `entry` (a JSX module next to the test) into a page titled `title` and starts the browser. */
export async function startHostPage(entry: URL, title: string): Promise<HostPage> {
  const bundled = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundled.outputFiles[0]!.text;
  const configs = new Map<string, Record<string, string | undefined>>();
  const server = createServer((request, response) => {
    if (request.url === '/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    const subscriberId = new URL(request.url ?? '/', 'http://host').searchParams.get('subscriber') ?? '';
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><html lang="en"><head><title>${title}</title></head><body><div id="root"></div>` +
          `<script>window.HERALD = ${JSON.stringify(configs.get(subscriberId) ?? {})};</script>` +
          `<script src="/host.js"></script></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  return {
    origin,
    browser,
    async open(subscriberId, config, before) {
      configs.set(subscriberId, config);
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
      const socketConnected = new Promise<void>((resolve) => {
        page.on('websocket', (socket) => {
          if (!socket.url().includes('/socket.io/')) return;
          socket.on('framereceived', ({ payload }) => {
            // socket.io's CONNECT answer for the default namespace.
            if (String(payload).startsWith('40')) resolve();
          });
        });
      });
      before?.(page);
      await page.goto(`${origin}/?subscriber=${encodeURIComponent(subscriberId)}`);
      return { page, problems, socketConnected };
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
