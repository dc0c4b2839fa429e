// No white screens: on a slow phone connection the page paints its loading shell at once, before the app's code
// and data arrive, and the app keeps showing it until the first page is ready; the console stays quiet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page, Route } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { startProduct, type Product } from './harness.js';
import { MOBILE, checkPage, openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
const warnings: string[] = [];
const violations: string[] = [];
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;

/** A slow phone connection: 400 ms round trips, about 50 KB/s down and 20 KB/s up. */
async function slowPhone(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 20 * 1024,
  });
}

async function fastNetwork(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
}

/** Holds each answer to `pattern` until `release` is called, so a test sees the page while it waits. */
function hold(pattern: string) {
  const held: Route[] = [];
  let requested: () => void;
  const firstRequest = new Promise<void>((resolve) => (requested = resolve));
  let released = false;
  void page.route(pattern, async (route) => {
    if (released) return route.continue();
    held.push(route);
    requested();
  });
  return {
    firstRequest,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

const firstContentfulPaint = () =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);

beforeAll(async () => {
  product = await startProduct();
  ({ page, errors } = await openPage(product.browser));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.setViewportSize(MOBILE);
});
afterAll(() => product.stop());

describe('a slow phone', () => {
  it('sees the loading shell before the app’s code arrives, then the page', async () => {
    const cdp = await page.context().newCDPSession(page);
    await slowPhone(cdp);
    try {
      const app = hold('**/assets/index-*.js');
      const signInCode = hold('**/assets/LoginPage-*.js');
      await page.goto(product.url, { waitUntil: 'commit' });
      // Painted from the page itself (its markup and styles) while the app's code is held back.
      await app.firstRequest;
      await expect.poll(firstContentfulPaint, { timeout: 20_000 }).toBe(true);
      await page
        .locator('[data-loading-shell="page"]')
        .getByRole('status')
        .getByText('Loading Herald…')
        .waitFor();
      // The app runs and shows the same shell while the sign-in page's code is on its way.
      await app.release();
      await signInCode.firstRequest;
      await page
        .locator('[data-loading-shell="app"]')
        .getByRole('status')
        .getByText('Loading Herald…')
        .waitFor();
      await signInCode.release();
      await settled(page, 'Sign in');
      expect(await page.locator('[data-loading-shell]').count()).toBe(0);
    } finally {
      await fastNetwork(cdp);
    }
  });

  it('sees the loading shell while a signed-in page waits for its data', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await settled(page, 'Events');
    const cdp = await page.context().newCDPSession(page);
    await slowPhone(cdp);
    try {
      const me = hold('**/v1/auth/me');
      await page.reload({ waitUntil: 'commit' });
      await me.firstRequest;
      const shell = page.locator('[data-loading-shell="app"]');
      await shell.getByRole('status').getByText('Loading Herald…').waitFor();
      expect(await page.getByRole('heading', { name: 'Events' }).count()).toBe(0);
      // What the shell looks like on a phone: checked like any page (axe, no sideways scrolling).
      violations.push(...(await checkPage(page, 'loading-shell')));
      await me.release();
      await settled(page, 'Events');
      expect(await shell.count()).toBe(0);
    } finally {
      await fastNetwork(cdp);
    }
  });

  it('is told when the start is slow, with a way to try again, and the progress bar runs meanwhile', async () => {
    await page.clock.install();
    const code = hold('**/assets/student-*.js');
    await page.goto(`${product.url}/student/event`);
    await code.firstRequest;
    const shell = page.locator('[data-loading-shell="app"]');
    await shell.getByRole('progressbar', { name: 'Loading Herald…' }).waitFor();
    expect(await shell.getByText('This is taking longer than usual', { exact: false }).count()).toBe(0);
    await page.clock.fastForward(8_000);
    await shell.getByText('This is taking longer than usual. The connection may be slow.').waitFor();
    const retry = shell.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    violations.push(...(await checkPage(page, 'loading-shell-slow')));
    await code.release();
    await settled(page, 'Events');
    await page.clock.resume();
  });

  it('offers to try again when the first request fails, and the page opens when it succeeds', async () => {
    let failing = true;
    await page.route('**/v1/institution', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 503,
              message: 'The server is starting; try again in a moment',
            }),
          })
        : route.continue(),
    );
    await page.goto(`${product.url}/student/event`);
    const failure = page.getByRole('alert');
    await failure.getByRole('heading', { name: 'Herald could not start' }).waitFor();
    await failure.getByText('The server is starting; try again in a moment').waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    violations.push(...(await checkPage(page, 'start-failure')));
    failing = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await settled(page, 'Events');
    await page.unroute('**/v1/institution');
    // The browser logs the refused answer this test provoked; nothing else may be logged.
    const provoked = errors.findIndex((error) => /status of 503/.test(error));
    if (provoked >= 0) errors.splice(provoked, 1);
  });

  it('had no console warning or error, and no accessibility violation', () => {
    expect(warnings, 'console warnings').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
    expect(violations).toEqual([]);
  });
});
