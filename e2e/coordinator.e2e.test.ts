// The coordinator's journey on a fresh database: told of a new contribution by the bell and by email, finds
// it with the filters, comments, moves it to accepted and selects it for publication; the student is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution, type Api } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, choose, openPage, settled, signIn, toggle } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let admin: Api;
let eventId: number;
let contributionId: number;
const violations: string[] = [];
const coordinator = DEMO_ACCOUNTS.find((account) => account.role === 'COORDINATOR')!;
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;

beforeAll(async () => {
  product = await startProduct();
  admin = await apiAs(product.url, 'ADMIN');
  eventId = (await openEvent(admin, 'Spring anthology')).id;
  contributionId = (await submitContribution(await apiAs(product.url, 'STUDENT'), eventId, 'The lighthouse'))
    .id;
  await product.herald.worker.drain();
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function check(name: string, heading: string | RegExp) {
  await settled(page, heading);
  violations.push(...(await checkPage(page, name)));
}

async function outboxTo(email: string) {
  await product.herald.worker.drain();
  const mail = await admin.get<{ to: string; subject: string }[]>('/admin/outbox?limit=100');
  return mail.filter((message) => message.to.includes(email));
}

describe('the coordinator', () => {
  it('is told of the new contribution by the bell and by email', async () => {
    await signIn(page, product.url, coordinator);
    await page.waitForURL(`${product.url}/coordinator/dashboard`);
    await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).waitFor();
    expect(await outboxTo(coordinator.email)).not.toEqual([]);
  });

  it('sees it on the dashboard among the contributions waiting for a comment', async () => {
    await check('coordinator-dashboard', 'Dashboard');
    const waiting = page.getByRole('region', { name: 'Without a comment' });
    await waiting.getByRole('link', { name: 'The lighthouse' }).waitFor();
    await page
      .getByRole('region', { name: 'Contributions per faculty and year' })
      .getByRole('table')
      .waitFor();
  });

  it('finds it among the event’s contributions with the filters', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Event' }).click();
    await check('coordinator-events', 'Events');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Spring anthology' })
      .getByRole('link', { name: 'Contributions', exact: true })
      .click();
    await page.waitForURL(`${product.url}/coordinator/event/contribution/${eventId}`);
    await check('coordinator-contributions', /Contributions/);
    await page.getByRole('row', { name: /The lighthouse/ }).waitFor();

    await page.getByText('Without a comment').click();
    await page.waitForURL(/uncommented=1/);
    await page.getByRole('row', { name: /The lighthouse/ }).waitFor();

    await choose(page, 'Status', 'Accepted');
    await page.waitForURL(/status=accepted/);
    await page.getByText('No contributions match').waitFor();
    await choose(page, 'Status', 'Any status');
    await page.getByRole('row', { name: /The lighthouse/ }).waitFor();

    // Submitted today: not overdue on the server's clock.
    await page.getByText('Overdue for a comment (14 days)').click();
    await page.waitForURL(/overdue=1/);
    await page.getByText('No contributions match').waitFor();
    await page.getByText('Overdue for a comment (14 days)').click();
    await page.getByRole('row', { name: /The lighthouse/ }).waitFor();

    const search = page.getByRole('searchbox', { name: 'Search title, student, faculty or event' });
    await search.fill('no such words');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No contributions match').waitFor();
    await search.fill('spring anthology');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=spring/);
    await page.getByRole('row', { name: /The lighthouse/ }).waitFor();
  });

  it('comments, accepts and selects it for publication', async () => {
    await page
      .getByRole('row', { name: /The lighthouse/ })
      .getByRole('link', { name: 'Review' })
      .click();
    await page.waitForURL(
      `${product.url}/coordinator/event/contribution/${eventId}/update/${contributionId}`,
    );
    await check('coordinator-review', 'The lighthouse');
    // Each image preview is drawn under its own file's name, not above it.
    const cover = page.getByRole('img', { name: 'Preview of cover.png' });
    const coverName = page.getByRole('button', { name: 'Download cover.png' });
    await cover.waitFor();
    const [nameBox, coverBox] = await Promise.all([coverName.boundingBox(), cover.boundingBox()]);
    expect(coverBox!.y).toBeGreaterThan(nameBox!.y + nameBox!.height - 1);

    await page.getByRole('button', { name: 'Send the comment' }).click();
    await page.getByText('Write a comment').waitFor();
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('A strong opening; tighten the ending.');
    await page.getByRole('button', { name: 'Send the comment' }).click();
    await page.getByText('Your comment is sent.').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'A strong opening; tighten the ending.' }).waitFor();

    await choose(page, 'Change the status', 'Under review');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The status is changed.').waitFor();
    await choose(page, 'Change the status', 'Accepted');
    await page.getByRole('textbox', { name: 'Note for the student' }).fill('Accepted for the anthology.');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Accepted for the anthology.').waitFor();

    await toggle(page, 'Selected for publication', true);
    await page.getByText('The selection is saved.').waitFor();
    await page.getByText('Selected for publication', { exact: true }).first().waitFor();
    await check('coordinator-review-done', 'The lighthouse');
  });

  it('sees it among the published work, and the student was told by email', async () => {
    await page.goto(`${product.url}/coordinator/public/${eventId}`);
    await check('coordinator-published', /Published contributions/);
    await page.getByRole('link', { name: 'The lighthouse' }).click();
    await check('coordinator-published-detail', 'The lighthouse');
    expect(await outboxTo(student.email)).not.toEqual([]);
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
