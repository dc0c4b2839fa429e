import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { startProduct, type Product } from './harness.js';

let product: Product;
let page: Page;
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;
const pageErrors: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  page = await product.browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    // The notification's link names an event this fresh database does not have: the page answers with its
    // error state, and the browser logs the 404 as a failed resource.
    const refused = /^Failed to load resource: the server responded with a status of 4\d\d/.test(
      message.text(),
    );
    if (message.type() === 'error' && !refused) pageErrors.push(message.text());
  });
});
afterAll(() => product.stop());

describe('the walking skeleton', () => {
  it('a student signs in, is notified in real time, is kept out of admin pages, and signs out', async () => {
    // Signs in at / and lands in the shell with the student menu and a bell with no count.
    await page.goto(`${product.url}/`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${product.url}/student/event`);
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    expect(await page.title()).toBe('Events · Herald');
    await expect(page.getByRole('banner').getByText('Northfield University').count()).resolves.toBe(1);

    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect(await menu.allTextContents()).toEqual(['Event']);
    expect(await menu.first().getAttribute('aria-current')).toBe('page');

    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.waitFor();

    // The bell shows 1 without a reload when the server notifies the student.
    await page.waitForFunction(() => localStorage.getItem('widget_user_auth_token') !== null);
    const me = await page.evaluate(async () => {
      const response = await fetch('/v1/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()) as { data: { id: number } };
    });

    await product.herald.notify({
      accountId: me.data.id,
      content: 'Your contribution has a <b>new comment</b>',
      url: '/student/event/detail/7',
    });

    await page.getByRole('button', { name: 'Notifications, 1 unseen' }).waitFor();
    expect(await page.getByRole('button', { name: /^Notifications/ }).textContent()).toContain('1');

    // The bell opens the notification center; clicking the message follows its link inside the app and reads it.
    await page.getByRole('button', { name: 'Notifications, 1 unseen' }).click();
    const message = page.getByRole('button', { name: /Your contribution has a new comment/ });
    await message.click();
    await page.waitForURL(`${product.url}/student/event/detail/7`);
    await page.getByRole('heading', { level: 1, name: 'Event details' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // /admin/dashboard leads to /no-access.
    await page.goto(`${product.url}/admin/dashboard`);
    await page.waitForURL(`${product.url}/no-access`);
    await page.getByRole('heading', { level: 1, name: 'No access' }).waitFor();

    // Logout from the profile menu leads back to /, with nothing of the session left in storage.
    await page.goto(`${product.url}/student/event`);
    await page.getByRole('button', { name: new RegExp(student.name) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    expect(pageErrors).toEqual([]);
  });
});
