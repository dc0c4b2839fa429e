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
    if (message.type() === 'error') pageErrors.push(message.text());
  });
});
afterAll(() => product.stop());

describe('a student signs in, is notified in real time, is kept out of admin pages, and signs out', () => {
  it('signs in at / and lands in the shell with the student menu and a bell with no count', async () => {
    await page.goto(`${product.url}/`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${product.url}/student/event`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Events');
    expect(await page.title()).toBe('Events · Herald');
    await expect(page.getByRole('banner').getByText('Northfield University').count()).resolves.toBe(1);

    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    expect(await menu.allTextContents()).toEqual(['Event']);
    expect(await menu.first().getAttribute('aria-current')).toBe('page');

    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.waitFor();
  });

  it('shows 1 on the bell without a reload when the server notifies the student', async () => {
    await page.waitForFunction(() => localStorage.getItem('widget_user_auth_token') !== null);
    const me = await page.evaluate(async () => {
      const response = await fetch('/v1/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await response.json()) as { data: { id: number } };
    });

    await product.herald.notify({ accountId: me.data.id, content: 'Your contribution has a new comment' });

    await page.getByRole('button', { name: 'Notifications, 1 unseen' }).waitFor();
    expect(await page.getByRole('button', { name: /^Notifications/ }).textContent()).toContain('1');
  });

  it('sends the student from /admin/dashboard to /no-access', async () => {
    await page.goto(`${product.url}/admin/dashboard`);
    await page.waitForURL(`${product.url}/no-access`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('No access');
  });

  it('logs out from the profile menu back to /, with the token gone', async () => {
    await page.goto(`${product.url}/student/event`);
    await page.getByRole('button', { name: new RegExp(student.name) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/`);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in');
  });

  it('threw no error in the page along the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
