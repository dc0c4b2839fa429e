// No script runs from what people type, even without our Content Security Policy. A corpus of classic stored-XSS
// payloads goes into every kind of place a person or an API can fill: a faculty's and an event's text (Markdown
// included), a contribution's title, summary, comment and file names, and notification content, payload
// variables and links. The pages that show them are opened and every notification clicked, first with the CSP
// switched off in the browser (0 executions), then with it on (0 executions, 0 CSP reports and no Trusted Types
// violation: the markup is inert before it reaches the DOM, the CSP being a second line only; and a string the
// page writes into innerHTML itself is refused, so Trusted Types are enforced).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, PDF, PNG, type Api } from './api.js';
import { tolerate } from './page-guard.js';
import { startProduct, type Product } from './harness.js';
import { settled, signIn } from './support.js';
import { CORPUS, CORPUS_WORKFLOW, corpusPayloads } from './xss-corpus.js';

let product: Product;
let eventId: number;
let contributionId: number;

beforeAll(async () => {
  product = await startProduct();
  const admin = await apiAs(product.url, 'ADMIN');
  const [faculty] = await admin.get<{ id: number }[]>('/faculties');
  await admin.send('PUT', `/faculties/${faculty!.id}`, { description: CORPUS.join(' ') });
  eventId = (await openEvent(admin, `Anthology ${CORPUS[1]}`)).id;
  await admin.send('PUT', `/academic-events/${eventId}`, { description: CORPUS.join('\n\n') });

  const student: Api = await apiAs(product.url, 'STUDENT');
  const form = new FormData();
  form.set('title', `Story ${CORPUS[2]}`);
  form.set('summary', CORPUS.join(' '));
  form.set('termsAccepted', 'true');
  // File names carry no path; the payloads without a slash go into them.
  const names = CORPUS.filter((payload) => !payload.includes('/')).slice(0, 6);
  form.append('documents', new Blob([PDF], { type: 'application/pdf' }), `${names[0]}.pdf`);
  form.append('images', new Blob([PNG], { type: 'image/png' }), `${names[1]}.png`);
  contributionId = (await student.upload<{ id: number }>(`/academic-events/${eventId}/contributions`, form))
    .id;
  const coordinator = await apiAs(product.url, 'COORDINATOR');
  for (const payload of CORPUS.slice(0, 10)) {
    await coordinator.send('POST', `/contributions/${contributionId}/comments`, { body: payload });
  }

  // Notifications whose content, variables and links carry the corpus, to the student.
  const me = await student.get<{ widget: { subscriberId: string } }>('/auth/me');
  const management = (pathname: string, body: unknown) =>
    fetch(`${product.url}/v1${pathname}`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${product.herald.seed!.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const workflow = await management('/workflows', CORPUS_WORKFLOW);
  expect(workflow.status).toBe(201);
  // Six notifications of five payloads each: every one on the first page of the feed.
  for (const payload of corpusPayloads()) {
    const triggered = await management('/events/trigger', {
      name: CORPUS_WORKFLOW.triggerIdentifier,
      to: me.widget.subscriberId,
      payload,
    });
    expect(triggered.status).toBe(201);
  }
  await product.herald.worker.drain();
});
afterAll(() => product.stop());

/** A signed-in page that records every payload that runs and every CSP report. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const hits: number[] = [];
  const reports: string[] = [];
  await page.exposeBinding('reportHit', (_source, n: number) => void hits.push(n));
  await page.exposeBinding('reportViolation', (_source, text: string) => void reports.push(text));
  await page.addInitScript(() => {
    const record = window as unknown as {
      hit: (n: number) => void;
      reportHit: (n: number) => void;
      reportViolation: (text: string) => void;
    };
    record.hit = (n) => record.reportHit(n);
    document.addEventListener('securitypolicyviolation', (event) =>
      record.reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${location.pathname} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return { page, hits, reports };
}

/** Opens every page that shows the corpus, and clicks every notification and every link they carry. */
async function walk(page: Page) {
  await signIn(
    page,
    product.url,
    DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!,
  );
  await page.waitForURL(`${product.url}/student/event`);
  await page.goto(`${product.url}/student/event/detail/${eventId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The description's Markdown is in the page as paragraphs, its payloads as text.
  await page.locator('main p', { hasText: 'hit(1)' }).first().waitFor();
  for (const anchor of await page.locator('main a').all()) await anchor.click({ trial: true });
  const detail = `${product.url}/student/event/contribution/${eventId}/detail/${contributionId}`;
  await page.goto(detail);
  await settled(page, /Story/);
  // Every notification, and every link in it, clicked in turn from the bell.
  const center = page.getByRole('dialog', { name: /Notifications/ });
  const items = center.getByTestId('notification-item');
  const open = async () => {
    if (!(await center.isVisible())) await page.getByRole('button', { name: /^Notifications/ }).click();
  };
  await open();
  await items.nth(CORPUS.length / 5 - 1).waitFor();
  // The messages' markup is in the page (under Trusted Types too): their bold variables render as bold.
  await items.first().locator('b').first().waitFor();
  for (let index = 0; index < CORPUS.length / 5; index += 1) {
    await open();
    for (const anchor of await items.nth(index).locator('a').all()) await anchor.click({ force: true });
    await open();
    await items.nth(index).locator('button').first().click();
  }
  expect(page.url()).toBe(detail);
}

describe('the stored-XSS corpus', () => {
  it('runs nothing with the Content Security Policy switched off', async () => {
    const context = await product.browser.newContext({ bypassCSP: true });
    const { page, hits } = await watchedPage(context);
    await walk(page);
    expect(hits).toEqual([]);
    await context.close();
  }, 240_000);

  it('runs nothing and sets off no CSP report with the policy on, Trusted Types enforced', async () => {
    const context = await product.browser.newContext();
    const { page, hits, reports } = await watchedPage(context);
    await walk(page);
    expect(hits).toEqual([]);
    const trustedTypesReports = () => reports.filter((report) => /trusted-types/.test(report));
    expect(trustedTypesReports()).toHaveLength(0);
    expect(reports).toEqual([]);

    // The policy is enforced, not only reported: a string written into innerHTML by a script of the page itself
    // is refused, nothing of it reaches the DOM, and the refusal is reported, to the page and to the server's log.
    tolerate(page, /require-trusted-types-for|CSP report sent/);
    const forwarded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/v1/csp-reports' && response.status() === 204,
    );
    const outcome = await page.evaluate(() => {
      const target = document.createElement('div');
      document.body.append(target);
      try {
        target.innerHTML = '<img src=x onerror=hit(99)>';
      } catch (error) {
        return `${(error as Error).name}, ${target.childNodes.length} nodes`;
      }
      return `written, ${target.childNodes.length} nodes`;
    });
    expect(outcome).toBe('TypeError, 0 nodes');
    await expect.poll(() => trustedTypesReports().length).toBe(1);
    expect(trustedTypesReports()[0]).toMatch(/^require-trusted-types-for /);
    const report = (await forwarded).request().postDataJSON() as { body: { effectiveDirective: string } }[];
    expect(report[0]!.body.effectiveDirective).toBe('require-trusted-types-for');
    expect(hits).toEqual([]);
    await context.close();
  }, 240_000);
});
