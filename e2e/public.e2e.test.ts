// The public pages on a fresh database: both sign-in doors, forgot and reset password, /no-access and the
// not-found page; axe and screenshots on each, and the forgot-password request answered the same for anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
const violations: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function visit(path: string, name: string, heading: string) {
  await page.goto(`${product.url}${path}`);
  await settled(page, heading);
  expect(await page.title()).toMatch(/· Herald$/);
  violations.push(...(await checkPage(page, name)));
}

describe('a visitor', () => {
  it('finds both sign-in doors', async () => {
    await visit('/', 'sign-in', 'Sign in');
    await visit('/staff', 'staff-sign-in', 'Staff sign in');
  });

  it('asks for a new password and is told to check their email', async () => {
    await visit('/forgotpassword', 'forgot-password', 'Forgot password');
    await page.getByLabel('Email').fill('nobody@herald.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await settled(page, 'Check your email');
  });

  it('opens the reset page from an emailed link, and a used or made-up link is refused', async () => {
    await visit(
      '/resetpassword?token=abcdefghijklmnopqrstuvwxyz0123456789',
      'reset-password',
      'Reset password',
    );
    await page.getByLabel('New password').fill('a long enough new password');
    await page.getByLabel('Repeat the password').fill('a long enough new password');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await page.getByText('This link has expired or was already used; ask for a new one').waitFor();
  });

  it('is asked to sign in at the staff door from a staff page, and sees the not-found page for an unknown path', async () => {
    await page.goto(`${product.url}/manager/dashboard`);
    await page.waitForURL(`${product.url}/staff?next=%2Fmanager%2Fdashboard`);
    await visit('/no-access', 'no-access-visitor', 'No access');
    await visit('/no/such/page', 'not-found', 'Page not found');
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
