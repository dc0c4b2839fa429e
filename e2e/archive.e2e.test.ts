// The archive, end to end: a student archives a notification from the bell's center, finds it under Archived
// (also after a reload: the server keeps it), and unarchives it back into the feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution } from './api.js';
import { startProduct, type Product } from './harness.js';
import { openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;
const COMMENT = /commented on The tide/;

beforeAll(async () => {
  product = await startProduct();
  ({ page, errors } = await openPage(product.browser));
  const admin = await apiAs(product.url, 'ADMIN');
  const event = await openEvent(admin, 'Archive anthology');
  const studentApi = await apiAs(product.url, 'STUDENT');
  const work = await submitContribution(studentApi, event.id, 'The tide');
  const coordinator = await apiAs(product.url, 'COORDINATOR');
  await coordinator.send('POST', `/contributions/${work.id}/comments`, { body: 'Keep the ending.' });
});
afterAll(() => product.stop());

async function openCenter(): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: /Notifications/ });
  await panel.getByRole('list', { name: 'Notifications' }).waitFor();
  return panel;
}

/** Chooses `action` in the menu of the first message whose text matches `text`. */
async function fromMenu(scope: Locator, text: RegExp, action: string) {
  const row = scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: text }) })
    .first();
  await row.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('the archive', () => {
  it('takes a notification out of the feed and lists it under Archived, read', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await settled(page, 'Events');
    const panel = await openCenter();
    const feed = panel.getByRole('list', { name: 'Notifications' });
    await feed.getByRole('button', { name: COMMENT }).first().waitFor();
    const before = await feed.getByRole('button', { name: COMMENT }).count();
    await fromMenu(feed, COMMENT, 'Archive');
    await expect.poll(() => feed.getByRole('button', { name: COMMENT }).count()).toBe(before - 1);

    await panel.getByRole('button', { name: 'Archived' }).click();
    await panel.getByRole('heading', { name: 'Archived' }).waitFor();
    const archive = panel.getByRole('list', { name: 'Notifications' });
    await archive.getByRole('button', { name: COMMENT }).waitFor();
    // Archiving marked it read: nothing in the archive says "Unread".
    expect(await archive.getByRole('button', { name: /Unread/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('keeps it archived across a reload, and unarchives it back into the feed', async () => {
    await page.reload();
    await settled(page, 'Events');
    const panel = await openCenter();
    await panel.getByRole('button', { name: 'Archived' }).click();
    await panel.getByRole('heading', { name: 'Archived' }).waitFor();
    const archive = panel.getByRole('list', { name: 'Notifications' });
    await archive.getByRole('button', { name: COMMENT }).waitFor();
    await fromMenu(archive, COMMENT, 'Unarchive');
    await panel.getByText('No archived notifications').waitFor();
    await panel.getByRole('button', { name: 'Back' }).click();
    const feed = panel.getByRole('list', { name: 'Notifications' });
    await feed.getByRole('button', { name: COMMENT }).first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Archived');
  });

  it('met no console error', () => {
    expect(errors).toEqual([]);
  });
});
