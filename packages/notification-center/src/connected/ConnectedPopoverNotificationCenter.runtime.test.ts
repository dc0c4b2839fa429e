// @vitest-environment node
// What the closed bell does in a real page: the closed-bell host page (scripts/size-hosts) is built as a host's
// bundler ships it, served on loopback and opened in Chromium, its widget API answered by the in-memory widget. No
// feed code and no feed request until the bell is used; then the bell is pointed at and opened, which is when the
// feed may load. What such a page weighs is measured on the packed packages by e2e/kit-consumer.e2e.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.js';
import { hostBuildOptions } from '../../scripts/host-size.mjs';
import { generateMessages } from '../testing/sampleData.js';
import { createInMemoryWidget, type InMemoryWidget } from '../testing/inMemoryWidget.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hostsDir = path.join(packageDir, 'scripts', 'size-hosts');
/** Where closed-bell.tsx sends its API calls and its realtime socket. */
const API = 'api.example.com';
const FEED_MACHINE_INPUT = 'notification-machine/src/feed/feed.machine.ts';

interface Chunk {
  contents: Uint8Array;
  /** Holds the feed machine. */
  feed: boolean;
  /** The stylesheet a host's bundler loads with this lazily loaded chunk. */
  cssBundle: string | undefined;
}

const files = new Map<string, Chunk>();
let entry = { js: '', css: '' };
let server: Server;
let origin = '';
let browser: Browser;

/** Builds the host page with React in chunks of its own (a second entry) and names every output by its path. */
async function buildHostPage() {
  const options = hostBuildOptions(path.join(hostsDir, 'closed-bell.tsx'), packageDir);
  const built = await esbuild.build({
    ...options,
    external: [],
    entryPoints: [path.join(hostsDir, 'closed-bell.tsx'), path.join(hostsDir, 'react-vendor.ts')],
  });
  const outputs = built.metafile.outputs;
  for (const file of built.outputFiles) {
    const name = path.relative(options.outdir, file.path);
    const output = outputs[path.relative(packageDir, file.path)];
    const inputs = Object.keys(output?.inputs ?? {});
    files.set(`/${name}`, {
      contents: file.contents,
      feed: inputs.some((input) => input.endsWith(FEED_MACHINE_INPUT)),
      cssBundle:
        output?.cssBundle && `/${path.relative(options.outdir, path.resolve(packageDir, output.cssBundle))}`,
    });
  }
  const entryOutput = Object.entries(outputs).find(([, output]) =>
    output.entryPoint?.endsWith('closed-bell.tsx'),
  );
  if (!entryOutput) throw new Error('No bundle for the closed-bell host page');
  const [entryFile, { cssBundle }] = entryOutput;
  const served = (file: string) => `/${path.relative(options.outdir, path.resolve(packageDir, file))}`;
  entry = { js: served(entryFile), css: cssBundle ? served(cssBundle) : '' };
}

/** Serves the page and its build on loopback; records every path requested. */
function serve(requested: string[]) {
  const html = `<!doctype html><html><head><link rel="stylesheet" href="${entry.css}"></head><body><div id="root"></div><script type="module" src="${entry.js}"></script></body></html>`;
  return createServer((request, response) => {
    const url = request.url ?? '/';
    requested.push(url);
    if (url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
      return;
    }
    const file = files.get(url);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const type = url.endsWith('.css') ? 'text/css' : 'text/javascript';
    response.writeHead(200, { 'Content-Type': type }).end(file.contents);
  });
}

const requested: string[] = [];

beforeAll(async () => {
  await buildHostPage();
  server = serve(requested);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

let widget: InMemoryWidget;

beforeEach(() => {
  requested.length = 0;
  widget = createInMemoryWidget({
    messages: generateMessages(3),
    applicationIdentifier: 'app',
    subscriberId: 'subscriber',
  });
  return () => widget.dispose();
});

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
};

/** A page whose calls to the host's API and its realtime socket reach this test's in-memory widget. */
async function openHostPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`https://${API}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    const answer = await widget.fetch(`${widget.backendUrl}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: request.headers(),
      body: request.postData() ?? undefined,
    });
    return route.fulfill({
      status: answer.status,
      headers: { ...CORS, 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' },
      body: await answer.text(),
    });
  });
  await page.routeWebSocket(new RegExp(`^wss?://${API.replaceAll('.', '\\.')}/`), (socket) => {
    // The widget's socket, reached through the in-memory router the widget installed in this process.
    const url = new URL(socket.url());
    const widgetSocket = new WebSocket(
      `${widget.backendUrl.replace(/^http/, 'ws')}${url.pathname}${url.search}`,
    );
    widgetSocket.addEventListener('message', (event) => socket.send(String((event as MessageEvent).data)));
    socket.onMessage((message) => widgetSocket.send(String(message)));
  });
  await page.goto(origin);
  return page;
}

/** The page has its count and its realtime connection, and requests nothing more. */
async function settled(page: Page) {
  await page.getByRole('button', { name: bellName() }).waitFor();
  await expect.poll(() => widget.connectedSockets).toBe(1);
  await page.waitForLoadState('networkidle');
}

/** The bell's name with the widget's unseen count. */
const bellName = () => `Notifications, ${widget.messages.filter((message) => !message.seen).length} unseen`;
const requestedFeedChunk = () => requested.some((url) => files.get(url)?.feed);
const feedCalls = () => widget.calls.filter((call) => call.name === 'feed');

// A real browser building and loading pages: more time than a unit test's default.
describe('the closed bell at runtime', { timeout: 30_000 }, () => {
  it('loads neither the feed’s code nor its first page before the bell is used', async () => {
    const page = await openHostPage();
    await settled(page);
    expect(requestedFeedChunk()).toBe(false);
    expect(feedCalls()).toHaveLength(0);
    await page.close();
  });

  it('loads the feed’s code when the bell is pointed at, and its first page when it opens', async () => {
    const page = await openHostPage();
    await settled(page);
    const bell = page.getByRole('button', { name: bellName() });
    await bell.hover();
    await expect.poll(requestedFeedChunk).toBe(true);
    // Once the page has the feed's code (the same module, imported again) and a frame has passed, the feeds run.
    const feedChunk = requested.find((url) => files.get(url)?.feed);
    // Written as text: the page imports it, not this test's module loader.
    await page.evaluate(
      `import(${JSON.stringify(feedChunk)}).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))`,
    );
    expect(feedCalls()).toHaveLength(0);

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(widget.messages.length);
    expect(feedCalls()).toHaveLength(1);
    // Closing the center marks what it showed seen.
    await page.keyboard.press('Escape');
    await expect.poll(() => widget.messages.every((message) => message.seen)).toBe(true);
    await page.close();
  });
});
