// The faculty's guest account is shared by everyone who visits with it, so it is read-only for them: the
// profile shows its details without a form, the password page says why there is nothing to change, and the
// server refuses a change made without the pages. A guest visit (no account) has no profile form either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let facultyName: string;
const violations: string[] = [];
const guest = DEMO_ACCOUNTS.find((account) => account.role === 'GUEST')!;
const SHARED = 'This is your faculty’s shared guest account';

beforeAll(async () => {
  product = await startProduct();
  const admin = await apiAs(product.url, 'ADMIN');
  const event = await openEvent(admin, 'Spring anthology');
  ({ name: facultyName } = await admin.send<{ name: string }>('PUT', `/faculties/${event.facultyId}`, {
    guestAccess: true,
  }));
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

describe('the faculty’s shared guest account', () => {
  it('shows its profile without a form and without a password link', async () => {
    await signIn(page, product.url, guest);
    await page.waitForURL(`${product.url}/guest/public/`);
    await page.goto(`${product.url}/profile`);
    await settled(page, 'Profile');
    await page.getByText(SHARED).waitFor();
    await page.getByText(guest.email).waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Change password' }).count()).toBe(0);
    violations.push(...(await checkPage(page, 'guest-account-profile')));
  });

  it('has no password form, even at its address', async () => {
    await page.goto(`${product.url}/changepassword`);
    await settled(page, 'Change password');
    await page.getByText(SHARED).waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
  });

  it('is refused by the server when its name, email or password is changed anyway', async () => {
    const api = await apiAs(product.url, 'GUEST');
    const refusal = /^403 The faculty’s guest account is shared/;
    await expect(api.send('PUT', '/profile', { name: 'Someone else' })).rejects.toThrow(refusal);
    await expect(
      api.send('PUT', '/profile', { email: 'mine@example.org', currentPassword: guest.password }),
    ).rejects.toThrow(refusal);
    await expect(
      api.send('POST', '/auth/change-password', {
        currentPassword: guest.password,
        newPassword: 'a long new password of mine',
      }),
    ).rejects.toThrow(refusal);
    const profile = await api.get<{ name: string; email: string }>('/profile');
    expect(profile.email).toBe(guest.email);
  });
});

describe('a guest visit', () => {
  it('sees no profile form', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${product.url}/guest`);
    await settled(page, 'Visiting as a guest');
    await page
      .getByRole('listitem')
      .filter({ hasText: facultyName })
      .getByRole('button', { name: 'Browse as a guest' })
      .click();
    await page.waitForURL(`${product.url}/guest/public/`);
    await page.goto(`${product.url}/profile`);
    await settled(page, 'Profile');
    await page.getByText('Guests visit without an account').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
