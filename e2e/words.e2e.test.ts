// Words people use: the guest's menu says what it opens, published lists name their columns by what they hold,
// opening a contribution with images records no download, and the audit log reads as sentences with names
// ("Signed in", "Downloaded a file of The lighthouse"), never codes or ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, publishContribution, submitContribution } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let eventId: number;
let contributionId: number;
const violations: string[] = [];
const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;

beforeAll(async () => {
  product = await startProduct();
  const admin = await apiAs(product.url, 'ADMIN');
  eventId = (await openEvent(admin, 'Spring anthology')).id;
  contributionId = (await submitContribution(await apiAs(product.url, 'STUDENT'), eventId, 'The lighthouse'))
    .id;
  await publishContribution(await apiAs(product.url, 'COORDINATOR'), contributionId);
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function downloadRows(): Promise<number> {
  const rows = await product.herald.ctx.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', 'contribution.file-downloaded')
    .execute();
  return rows.length;
}

async function columnHeaders(): Promise<string[]> {
  return (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
}

async function signOut() {
  await page.evaluate(() => localStorage.clear());
}

describe('the guest account', () => {
  it('has a menu entry named for what it opens, and published work with columns named for what they hold', async () => {
    await signIn(page, product.url, account('GUEST'));
    await page.waitForURL(`${product.url}/guest/public/`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Published work' }).waitFor();
    expect(await page.getByText('List Contribution Public').count()).toBe(0);
    await settled(page, 'Published contributions');
    await page.getByRole('link', { name: 'The lighthouse' }).waitFor();
    expect(await columnHeaders()).toEqual([
      'Title',
      'Student',
      'Event',
      'Faculty',
      'Academic year',
      'Selected on',
    ]);
    violations.push(...(await checkPage(page, 'words-guest-published')));
  });
});

describe('the coordinator’s published contributions of an event', () => {
  it('name the event column Event and say when each was selected', async () => {
    await signOut();
    await signIn(page, product.url, account('COORDINATOR'));
    await page.waitForURL(`${product.url}/coordinator/dashboard`);
    await page.goto(`${product.url}/coordinator/public/${eventId}`);
    await settled(page, /Published contributions/);
    await page.getByRole('link', { name: 'The lighthouse' }).waitFor();
    const headers = await columnHeaders();
    expect(headers).toContain('Event');
    expect(headers).toContain('Selected on');
    expect(headers).not.toContain('Name');
    expect(headers).not.toContain('Selected');
    violations.push(...(await checkPage(page, 'words-coordinator-published')));
  });
});

describe('a contribution with an image', () => {
  it('is opened without a download record; downloading its document makes one', async () => {
    await signOut();
    await signIn(page, product.url, account('STUDENT'));
    await page.waitForURL(`${product.url}/student/event`);
    const before = await downloadRows();
    await page.goto(`${product.url}/student/event/contribution/${eventId}/detail/${contributionId}`);
    await settled(page, 'The lighthouse');
    const image = page.getByRole('img', { name: 'Preview of cover.png' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(await downloadRows()).toBe(before);

    await page.getByRole('button', { name: 'Download story.pdf' }).click();
    await expect.poll(downloadRows).toBe(before + 1);
  });
});

describe('the audit log', () => {
  it('says what each person did, by name: signed in, downloaded a file of a contribution', async () => {
    await signOut();
    await signIn(page, product.url, account('ADMIN'), '/staff');
    await page.waitForURL(`${product.url}/admin/dashboard`);
    await settled(page, 'Dashboard');
    const log = page.getByRole('table', { name: 'Latest changes and sign-ins' });
    const download = log
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Downloaded a file of The lighthouse' }) });
    await download.getByRole('link', { name: account('STUDENT').name }).waitFor();
    const signedIn = log
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Signed in', exact: true }) });
    await signedIn
      .first()
      .getByRole('link', { name: account('ADMIN').name })
      .waitFor();
    await log.getByRole('rowheader', { name: 'Selected The lighthouse for publication' }).waitFor();
    const text = await log.innerText();
    expect(text).not.toMatch(/auth\.|contribution\.|contribution:\d|account:\d/);
    violations.push(...(await checkPage(page, 'words-audit-log')));
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
