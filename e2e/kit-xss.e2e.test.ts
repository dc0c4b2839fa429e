// The stored-XSS corpus in a page that embeds the kit from its packed packages and has no Content Security Policy
// at all: nothing but the kit stands between a message and the page. The packed packages are published to a registry
// on loopback and installed from it outside the repository, the bell page (`e2e/kit/host/live.tsx`, which follows a
// message's link with `location.assign`, as a plain host would) is built with esbuild and run in Chromium against the real server. Notifications carry the
// corpus in their content, payload variables, redirect URL, avatar and action buttons; the center is opened and
// every link, action button and notification clicked. Each payload calls `hit(n)` if it ever runs: none may.
//
// The server already reduces a message's content when it stores it, so the kit is also given messages exactly as
// written (rows stored before the server reduced content, as another backend might send them): with the kit's
// own sanitising removed, that walk runs the payloads.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startProduct, type Product } from './harness.js';
import { serveHostPage, subscriberQuery, type HostPage } from './kit/host-page.js';
import { installKit, type KitProject } from './kit/install.js';
import { CORPUS, CORPUS_WORKFLOW, corpusPayloads, SCRIPT_LINK } from './xss-corpus.js';

/** The corpus workflow with action buttons whose words are payloads too. */
const WORKFLOW = {
  ...CORPUS_WORKFLOW,
  steps: CORPUS_WORKFLOW.steps.map((step) => ({
    ...step,
    buttons: [
      { type: 'primary', content: CORPUS[0] },
      { type: 'secondary', content: CORPUS[1] },
    ],
  })),
};
const MESSAGES = corpusPayloads().length;

let kit: KitProject;
let product: Product;
let host: HostPage;

async function management(route: string, body: unknown) {
  const response = await fetch(`${product.url}/v1${route}`, {
    method: 'POST',
    headers: { authorization: `ApiKey ${product.herald.seed!.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Sends the subscriber one notification per corpus payload set. */
async function notify(subscriberId: string) {
  for (const payload of corpusPayloads()) {
    await management('/events/trigger', {
      name: WORKFLOW.triggerIdentifier,
      to: { subscriberId },
      payload,
    });
  }
  await product.herald.worker.drain();
}

beforeAll(async () => {
  kit = await installKit();
  product = await startProduct();
  host = await serveHostPage(kit.dir, 'live');
  await management('/workflows', WORKFLOW);
}, 240_000);

afterAll(async () => {
  await product?.stop();
  await host?.close();
  await kit?.close();
});

/** The host page for a subscriber, recording every payload that runs and every uncaught error. */
async function openHost(subscriberId: string) {
  const context = await product.browser.newContext();
  const page = await context.newPage();
  const hits: number[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.exposeBinding('reportHit', (_source, n: number) => void hits.push(n));
  await page.addInitScript(() => {
    const record = window as unknown as { hit: (n: number) => void; reportHit: (n: number) => void };
    record.hit = (n) => record.reportHit(n);
  });
  const pageUrl = `${host.url}/?${await subscriberQuery(product, subscriberId)}`;
  const response = await page.goto(pageUrl);
  // The host sends no policy of any kind: the kit is on its own.
  expect(Object.keys(response!.headers()).filter((name) => /content-security-policy/i.test(name))).toEqual(
    [],
  );
  expect(await page.locator('meta[http-equiv]').count()).toBe(0);
  return { page, hits, errors, pageUrl, close: () => context.close() };
}

/** Lets image errors, focus and toggle events of what the page shows fire before anything is counted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

/**
 * Opens the center and clicks every link, action button and notification in it, reopening it as needed; what ran
 * on merely showing the messages is checked first.
 */
async function walkCenter(page: Page, hits: number[]) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  const center = page.getByRole('dialog', { name: /Notifications/ });
  const items = center.getByTestId('notification-item');
  const open = async () => {
    if (!(await center.isVisible())) await bell.click();
  };
  page.setDefaultTimeout(15_000);
  await open();
  await items.nth(MESSAGES - 1).waitFor();
  // The messages' markup is in the page: their bold variables render as bold.
  await items.first().locator('b').first().waitFor();
  await settle(page);
  expect(hits, 'payloads run on showing the messages').toEqual([]);
  for (let index = 0; index < MESSAGES; index += 1) {
    await open();
    for (const anchor of await items.nth(index).locator('a').all()) await anchor.click({ force: true });
    await open();
    // One press settles a message's action: the primary button of every other message, the secondary of the rest.
    const action = items.nth(index).getByRole('button', { name: CORPUS[index % 2], exact: true });
    if ((await action.count()) > 0) await action.click();
    await open();
    await items.nth(index).locator('button').first().click();
  }
  await settle(page);
}

describe('the stored-XSS corpus in a host page with no Content Security Policy', () => {
  test('runs nothing from notifications as the server stores them', async () => {
    const subscriberId = 'kit-xss-served';
    await notify(subscriberId);
    const { page, hits, errors, pageUrl, close } = await openHost(subscriberId);
    await walkCenter(page, hits);
    expect(hits).toEqual([]);
    // No link was followed: the host's `location.assign` was never handed a script link.
    expect(page.url()).toBe(pageUrl);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  test('runs nothing from messages exactly as written: the kit sanitises content and refuses script links', async () => {
    const subscriberId = 'kit-xss-raw';
    await notify(subscriberId);
    // The stored rows as another backend, or one from before content was reduced on storage, would send them:
    // the corpus as raw markup, a script link as the redirect and an avatar address.
    const db = product.herald.ctx.db;
    const rows = await db
      .selectFrom('messages')
      .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
      .select(['messages.id', 'messages.cta'])
      .where('subscribers.subscriber_id', '=', subscriberId)
      .where('messages.channel', '=', 'in_app')
      .orderBy('messages.created_at')
      .execute();
    expect(rows).toHaveLength(MESSAGES);
    const payloads = corpusPayloads();
    for (const [index, row] of rows.entries()) {
      const { html } = payloads[index]!;
      const cta = JSON.parse(row.cta ?? '{}') as Record<string, unknown>;
      await db
        .updateTable('messages')
        .set({
          content: `<b>${html}</b> ${html} <a href="${SCRIPT_LINK}">corpus-link</a>`,
          cta: JSON.stringify({ ...cta, type: 'redirect', data: { url: SCRIPT_LINK } }),
          actor: JSON.stringify({ type: 'user', data: SCRIPT_LINK }),
        })
        .where('id', '=', row.id)
        .execute();
    }
    const { page, hits, errors, pageUrl, close } = await openHost(subscriberId);
    await walkCenter(page, hits);
    expect(hits).toEqual([]);
    expect(page.url()).toBe(pageUrl);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
