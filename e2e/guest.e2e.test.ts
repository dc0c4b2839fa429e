// The guest's journey on a fresh database: a faculty that admits guests, its selected work, read through the
// faculty's guest account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let facultyName: string;
const violations: string[] = [];
const guest = DEMO_ACCOUNTS.find((account) => account.role === 'GUEST')!;

beforeAll(async () => {
  product = await startProduct();
  const admin = await apiAs(product.url, 'ADMIN');
  const event = await openEvent(admin, 'Spring anthology');
  ({ name: facultyName } = await admin.send<{ name: string }>('PUT', `/faculties/${event.facultyId}`, {
    guestAccess: true,
  }));
  const student = await apiAs(product.url, 'STUDENT');
  const coordinator = await apiAs(product.url, 'COORDINATOR');
  for (const title of ['The lighthouse', 'Unfinished draft']) {
    const { id } = await submitContribution(student, event.id, title);
    if (title === 'Unfinished draft') continue;
    await coordinator.send('POST', `/contributions/${id}/status`, { status: 'under_review' });
    await coordinator.send('POST', `/contributions/${id}/status`, { status: 'accepted' });
    await coordinator.send('PUT', `/contributions/${id}/selection`, { selected: true });
  }
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function check(name: string, heading: string | RegExp) {
  await settled(page, heading);
  violations.push(...(await checkPage(page, name)));
}

describe('the guest', () => {
  it('finds the guest entry from the sign-in page and chooses a faculty that welcomes guests', async () => {
    await page.goto(`${product.url}/`);
    await page.getByRole('link', { name: 'Visiting as a guest?' }).click();
    await page.waitForURL(`${product.url}/guest`);
    await check('guest-entry', 'Visiting as a guest');
    await page
      .getByRole('listitem')
      .filter({ hasText: facultyName })
      .getByRole('link', { name: 'Sign in with its guest account' })
      .click();
    await page.waitForURL(/\/\?guest=\d+$/);
    await page.getByText(`Visiting ${facultyName} as a guest`).waitFor();
    await check('guest-sign-in', 'Sign in');
  });

  it('sees only the selected contribution, and reads it', async () => {
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password').fill(guest.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.url}/guest/public/`);
    await check('guest-published', 'Published contributions');
    await page.getByRole('link', { name: 'The lighthouse' }).waitFor();
    expect(await page.getByText('Unfinished draft').count()).toBe(0);
    await page.getByRole('link', { name: 'The lighthouse' }).click();
    await check('guest-published-detail', 'The lighthouse');
    await page.getByRole('button', { name: 'Download story.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Preview story.pdf' }).click();
    await page.locator('iframe[title="Preview of story.pdf"][src^="blob:"]').waitFor();
    await check('guest-published-detail-preview', 'The lighthouse');
    await page.getByRole('button', { name: 'Hide the preview of story.pdf' }).click();
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
