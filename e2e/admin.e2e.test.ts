// The administrator's journey on a fresh database: the dashboard, a faculty, an event and an account created
// through the pages, searched and filtered; roles; profile and password. axe and screenshots on every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { startProduct, type Product } from './harness.js';
import { checkPage, choose, openPage, settled, signIn, toggle } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
const violations: string[] = [];
const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;

beforeAll(async () => {
  product = await startProduct();
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function check(name: string, heading: string | RegExp) {
  await settled(page, heading);
  violations.push(...(await checkPage(page, name)));
}

describe('the administrator', () => {
  it('signs in at /staff and sees the dashboard with totals and the audit log', async () => {
    await signIn(page, product.url, admin, '/staff');
    await page.waitForURL(`${product.url}/admin/dashboard`);
    await check('admin-dashboard', 'Dashboard');
    expect(await page.title()).toBe('Dashboard · Herald');
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByText('Accounts').count()).resolves.toBe(1);
    // The sign-in just made is the newest audit entry.
    await expect(
      page.getByRole('rowheader', { name: 'Signed in', exact: true }).first().isVisible(),
    ).resolves.toBe(true);
    // It names the administrator as a person reads them, by name and email, not by an account number.
    const newest = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Signed in', exact: true }) });
    await newest.first().getByRole('link', { name: admin.name }).waitFor();
    await newest.first().getByText(admin.email).waitFor();
  });

  it('creates a faculty, with the shared schema’s error next to the empty name first', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Faculty' }).click();
    await check('admin-faculty-list', 'Faculties');
    await page.getByRole('link', { name: 'Create faculty' }).click();
    await check('admin-faculty-create', 'Create faculty');

    await page.getByRole('button', { name: 'Create faculty' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByText('Enter the faculty name').waitFor();

    await name.fill('Faculty of Arts');
    await page.getByRole('textbox', { name: 'Description' }).fill('Painting, music and theatre.');
    await toggle(page, 'Guests may browse published contributions', true);
    await page.getByRole('button', { name: 'Create faculty' }).click();
    await page.waitForURL(/\/admin\/faculty\/detail\/\d+$/);
    await page.getByText('The faculty is saved.').waitFor();
    await check('admin-faculty-detail', 'Faculty of Arts');

    // A second faculty with the same name is refused by the server, next to the name.
    await page.goto(`${product.url}/admin/faculty/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('faculty of arts');
    await page.getByRole('button', { name: 'Create faculty' }).click();
    await page.getByText('A faculty named "faculty of arts" exists').waitFor();
  });

  it('updates the faculty', async () => {
    await page.goto(`${product.url}/admin/faculty`);
    await settled(page, 'Faculties');
    await page.getByRole('link', { name: 'Faculty of Arts' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await check('admin-faculty-update', 'Update faculty');
    await page.getByRole('textbox', { name: 'Description' }).fill('Painting, music, theatre and film.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The faculty is saved.').waitFor();
    await page.getByText('Painting, music, theatre and film.').waitFor();
  });

  it('creates an event for the faculty with dates in order', async () => {
    await page.goto(`${product.url}/admin/event`);
    await check('admin-event-list', 'Events');
    await page.getByRole('link', { name: 'Create event' }).click();
    await settled(page, 'Create event');
    await page.getByRole('textbox', { name: 'Name' }).fill('Spring anthology');
    await choose(page, 'Faculty', 'Faculty of Arts');
    await page.getByRole('textbox', { name: 'Description' }).fill('Send **one** piece of writing.');
    await check('admin-event-create', 'Create event');
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.waitForURL(/\/admin\/event\/detail\/\d+$/);
    await check('admin-event-detail', 'Spring anthology');
    await expect(page.locator('strong', { hasText: 'one' }).count()).resolves.toBe(1);
    await page.getByText('Open', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await check('admin-event-update', 'Update event');
    await page.getByRole('textbox', { name: 'Academic year' }).fill('2025-2027');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The second year follows the first').waitFor();
  });

  it('creates a student account in the faculty and finds it by search and filters', async () => {
    await page.goto(`${product.url}/admin/account`);
    await check('admin-account-list', 'Accounts');
    await page.getByRole('link', { name: 'Create account' }).click();
    await check('admin-account-create', 'Create account');
    await page.getByRole('textbox', { name: 'Name' }).fill('Stella Student');
    await page.getByRole('textbox', { name: 'Email' }).fill('stella@herald.test');
    await choose(page, 'Role', 'Student');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Choose the faculty for this role').waitFor();
    await choose(page, 'Faculty', 'Faculty of Arts');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/admin\/account\/detail\/\d+$/);
    await check('admin-account-detail', 'Stella Student');
    // A nested page keeps its section marked in the side menu.
    const accountEntry = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Account' });
    expect(await accountEntry.getAttribute('aria-current')).toBe('page');
    await page.getByText('The account is created and its set-password link is on its way.').waitFor();

    // The same email again is refused next to the email field.
    await page.goto(`${product.url}/admin/account/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Someone else');
    await page.getByRole('textbox', { name: 'Email' }).fill('stella@herald.test');
    await choose(page, 'Role', 'Manager');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email exists').waitFor();

    await page.goto(`${product.url}/admin/account`);
    await settled(page, 'Accounts');
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('stella');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/q=stella/);
    await page.getByRole('status').getByText('1 result').waitFor();
    await page.getByRole('link', { name: 'Stella Student' }).waitFor();

    await page.goto(`${product.url}/admin/account`);
    await choose(page, 'Role', 'Manager');
    await page.waitForURL(/role=2/);
    await page.getByRole('status').getByText('1 result').waitFor();
    await page.getByRole('link', { name: 'Max Manager' }).waitFor();

    await page.getByRole('button', { name: /^Email/ }).click();
    await page.waitForURL(/sort=email/);

    await page.goto(`${product.url}/admin/account`);
    await settled(page, 'Accounts');
    await page.getByRole('link', { name: 'Stella Student' }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await check('admin-account-update', 'Update account');
    await toggle(page, 'Account is active', false);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The account is saved.').waitFor();
    await page.getByText('Deactivated').waitFor();
  });

  it('reads the roles and one role with its accounts', async () => {
    await page.goto(`${product.url}/admin/role`);
    await check('admin-role-list', 'Roles');
    await page.getByRole('link', { name: 'Student', exact: true }).click();
    await check('admin-role-detail', 'Student');
    await page.getByRole('link', { name: '2' }).waitFor();
  });

  it('sees their profile with the last sign-in and changes the phone and the password', async () => {
    await page.getByRole('button', { name: new RegExp(admin.name) }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`${product.url}/profile`);
    await check('profile', 'Profile');
    await page.getByText('Last sign-in').waitFor();
    await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile is saved.').waitFor();

    await page.getByRole('link', { name: 'Change password' }).click();
    await check('change-password', 'Change password');
    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel(/^New password/).fill('a long new admin password');
    await page.getByLabel('Repeat the new password').fill('a long new admin password');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('The current password is not right').waitFor();
    await page.getByLabel('Current password').fill(admin.password);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('Your password is changed.').waitFor();

    // This session still works with the fresh token.
    await page.goto(`${product.url}/admin/dashboard`);
    await check('admin-dashboard-usage', 'Dashboard');
    // The pages opened on the way are counted.
    const pages = page.getByRole('region', { name: 'Most viewed pages' });
    await pages.getByRole('rowheader', { name: '/admin/faculty/detail/{id}' }).waitFor();
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
