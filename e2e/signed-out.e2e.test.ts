// Signed out means signed out: after Logout, Back or a typed address asks the person to sign in (at the door
// of the page's people) and returns them to the page afterwards, never "No access"; an unreadable token is
// cleared and leads to sign-in; an administrator at the students' door, or a student at the staff door, gets
// in to their own home and is told which door is theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { STORAGE_KEYS } from '@herald/protocol';
import { apiAs, openEvent } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let eventId: number;
const violations: string[] = [];
const account = (role: string) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
const student = account('STUDENT');

beforeAll(async () => {
  product = await startProduct();
  eventId = (await openEvent(await apiAs(product.url, 'ADMIN'), 'Spring anthology')).id;
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function logout(name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${product.url}/`);
}

describe('after Logout', () => {
  it('Back asks to sign in again, not No access', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await settled(page, 'Events');
    await page.getByRole('link', { name: 'Spring anthology' }).click();
    await settled(page, 'Spring anthology');
    // Logout replaces the page it left; Back returns to the one before it.
    await logout(student.name);

    await page.goBack();
    await page.waitForURL(`${product.url}/?next=${encodeURIComponent('/student/event')}`);
    await settled(page, 'Sign in');
    await page.getByText('Sign in to continue to the page you opened.').waitFor();
    expect(await page.getByRole('heading', { name: 'No access' }).count()).toBe(0);
    violations.push(...(await checkPage(page, 'sign-in-to-continue')));
  });

  it('a typed address asks to sign in and returns to that page afterwards', async () => {
    const detail = `/student/event/detail/${eventId}`;
    await page.goto(`${product.url}${detail}`);
    await page.waitForURL(`${product.url}/?next=${encodeURIComponent(detail)}`);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.url}${detail}`);
    await settled(page, 'Spring anthology');
  });

  it('a typed staff address asks to sign in at the staff door', async () => {
    await logout(student.name);
    await page.goto(`${product.url}/admin/account?page=2`);
    await page.waitForURL(`${product.url}/staff?next=${encodeURIComponent('/admin/account?page=2')}`);
    await settled(page, 'Staff sign in');
  });
});

describe('an unreadable token', () => {
  it('is cleared and leads to sign-in', async () => {
    await page.evaluate((key) => localStorage.setItem(key, 'not.a-token'), STORAGE_KEYS.appToken);
    await page.goto(`${product.url}/student/event`);
    await page.waitForURL(`${product.url}/`);
    await settled(page, 'Sign in');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.appToken)).toBeNull();
  });
});

describe('the other door', () => {
  it('lets an administrator in at / and says where staff sign in', async () => {
    await signIn(page, product.url, account('ADMIN'), '/');
    await page.waitForURL(`${product.url}/admin/dashboard`);
    await page
      .getByRole('status')
      .filter({ hasText: 'administrators and managers sign in at Staff sign in' })
      .waitFor();
    await settled(page, 'Dashboard');
    await logout(account('ADMIN').name);
  });

  it('lets a student in at /staff and says where students sign in', async () => {
    await signIn(page, product.url, student, '/staff');
    await page.waitForURL(`${product.url}/student/event`);
    await page
      .getByRole('status')
      .filter({ hasText: 'students and coordinators sign in at the main sign-in page' })
      .waitFor();
    await settled(page, 'Events');
    violations.push(...(await checkPage(page, 'student-other-door')));
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
