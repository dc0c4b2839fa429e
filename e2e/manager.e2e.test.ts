// The manager's journey on a fresh database: the events, the published work of one, and, with the clock past
// the final closure date, the ZIP of all selected work with the student's files in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

const DAY = 86_400_000;
let offset = 0;
let product: Product;
let page: Page;
let errors: string[];
let eventId: number;
const violations: string[] = [];
const manager = DEMO_ACCOUNTS.find((account) => account.role === 'MANAGER')!;

beforeAll(async () => {
  product = await startProduct({ now: () => new Date(Date.now() + offset) });
  const admin = await apiAs(product.url, 'ADMIN');
  eventId = (await openEvent(admin, 'Spring anthology')).id;
  const { id } = await submitContribution(await apiAs(product.url, 'STUDENT'), eventId, 'The lighthouse');
  const coordinator = await apiAs(product.url, 'COORDINATOR');
  await coordinator.send('POST', `/contributions/${id}/status`, { status: 'under_review' });
  await coordinator.send('POST', `/contributions/${id}/status`, { status: 'accepted' });
  await coordinator.send('PUT', `/contributions/${id}/selection`, { selected: true });
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function check(name: string, heading: string | RegExp) {
  await settled(page, heading);
  violations.push(...(await checkPage(page, name)));
}

describe('the manager', () => {
  it('signs in at /staff and reads the events and the published work of one', async () => {
    await signIn(page, product.url, manager, '/staff');
    await page.waitForURL(`${product.url}/manager/dashboard`);
    await check('manager-dashboard', 'Dashboard');
    const byFaculty = page.getByRole('region', { name: 'Contributions per faculty and year' });
    await byFaculty.getByRole('rowheader', { name: 'Faculty of Computing' }).waitFor();
    await byFaculty.getByRole('button', { name: 'Download as CSV' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Event' }).click();
    await check('manager-events', 'Events');
    await page.getByRole('link', { name: 'Spring anthology' }).click();
    await check('manager-event-detail', 'Spring anthology');
    await page.getByRole('link', { name: 'Published contributions' }).click();
    await check('manager-published', /Published contributions/);
    await page.getByRole('link', { name: 'The lighthouse' }).click();
    await check('manager-published-detail', 'The lighthouse');
    await page.getByRole('img', { name: 'Preview of cover.png' }).waitFor();
  });

  it('downloads the ZIP of the selected work once the final closure date has passed', async () => {
    await page.goto(`${product.url}/manager/public/${eventId}`);
    await settled(page, /Published contributions/);
    expect(await page.getByRole('button', { name: 'Download all selected work (ZIP)' }).count()).toBe(0);

    // Past the final closure date the session signed in 45 days ago has expired: sign in again.
    offset = 45 * DAY;
    await signIn(page, product.url, manager, '/staff');
    await page.waitForURL(`${product.url}/manager/dashboard`);
    await page.goto(`${product.url}/manager/public/${eventId}`);
    await settled(page, /Published contributions/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all selected work (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Spring anthology.zip');
    const zip = readFileSync((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes('story.pdf')).toBe(true);
    expect(zip.includes('cover.png')).toBe(true);
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
