// Ways in: the coordinator reaches the faculty's published work from the side menu and from each event (its
// card and its page), and the student's contribution forms name their event in the breadcrumbs and the title.
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

describe('the coordinator’s published work', () => {
  it('is an entry of the side menu, marked as the current section', async () => {
    await signIn(page, product.url, account('COORDINATOR'));
    await page.waitForURL(`${product.url}/coordinator/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Published work' }).click();
    await page.waitForURL(`${product.url}/coordinator/public`);
    await settled(page, 'Published work');
    expect(await menu.getByRole('link', { name: 'Published work' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('link', { name: 'The lighthouse' }).click();
    await settled(page, 'The lighthouse');
    violations.push(...(await checkPage(page, 'coordinator-published-work')));
  });

  it('is linked from the event’s card and from the event’s page', async () => {
    await page.goto(`${product.url}/coordinator/event`);
    await settled(page, 'Events');
    const card = page.getByRole('listitem').filter({ hasText: 'Spring anthology' });
    await card.getByRole('link', { name: 'Published contributions' }).click();
    await page.waitForURL(`${product.url}/coordinator/public/${eventId}`);
    await settled(page, /Published contributions/);
    await page.getByRole('link', { name: 'The lighthouse' }).waitFor();

    await page.goto(`${product.url}/coordinator/event/detail/${eventId}`);
    await settled(page, 'Spring anthology');
    await page.getByRole('main').getByRole('link', { name: 'Published contributions' }).click();
    await page.waitForURL(`${product.url}/coordinator/public/${eventId}`);
  });
});

describe('the contribution forms', () => {
  it('name their event in the title and the breadcrumbs', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, product.url, account('STUDENT'));
    await page.waitForURL(`${product.url}/student/event`);
    await page.goto(`${product.url}/student/event/contribution/${eventId}/create`);
    await settled(page, 'New contribution to Spring anthology');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByRole('link', { name: 'Spring anthology' }).waitFor();
    await crumbs.getByRole('link', { name: 'My contributions' }).waitFor();
    violations.push(...(await checkPage(page, 'student-contribution-create-named')));

    // Accepted work has no form, but its page still says which event it belongs to.
    await page.goto(`${product.url}/student/event/contribution/${eventId}/update/${contributionId}`);
    await settled(page, 'Update contribution to Spring anthology');
    await crumbs.getByRole('link', { name: 'The lighthouse' }).click();
    await page.waitForURL(`${product.url}/student/event/contribution/${eventId}/detail/${contributionId}`);
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
