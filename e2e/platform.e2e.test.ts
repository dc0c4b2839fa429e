// The platform's member journey: an organisation's admin signs in and answers onboarding, invites a member
// from the console; the member opens the mailed link, joins, answers onboarding and sees the console without
// admin controls; the admin sees the member's answer, rotates an API key, shown once, and adds an environment
// from the keyboard. axe on every page.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled } from './support.js';

const PASSWORD = 'correct horse battery staple';
let product: Product;
let admin: { page: Page; errors: string[] };
let member: { page: Page; errors: string[] };
const violations: string[] = [];
const adminEmail = `ada-${randomUUID()}@acme.test`;
const memberEmail = `bob-${randomUUID()}@acme.test`;

beforeAll(async () => {
  product = await startProduct();
  // The organisation signs up through the API (its admin has not answered onboarding yet).
  const response = await fetch(`${product.url}/v1/platform/organizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Acme Notifications',
      admin: { name: 'Ada', email: adminEmail, password: PASSWORD },
    }),
  });
  expect(response.status).toBe(201);
  admin = await openPage(product.browser);
  member = await openPage(product.browser);
});
afterAll(() => product.stop());

async function check(page: Page, name: string, heading: string | RegExp) {
  await settled(page, heading);
  violations.push(...(await checkPage(page, name)));
}

async function answerOnboarding(page: Page, jobRole: string) {
  await page.waitForURL(/\/platform\/onboarding$/);
  await check(page, `platform-onboarding-${jobRole.toLowerCase()}`, 'One question before you start');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Choose your job role').waitFor();
  await page.locator('label', { has: page.getByRole('radio', { name: jobRole, exact: true }) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/platform$/);
}

/** The invitation link mailed to `email`, on this server's address. */
async function invitationLink(email: string): Promise<string> {
  const mail = await product.herald.ctx.db
    .selectFrom('outbox')
    .select(['text'])
    .where('to', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/platform\/invitation#token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const { pathname, hash } = new URL(link!);
  return `${product.url}${pathname}${hash}`;
}

describe('platform members', () => {
  it('the admin signs in, answers onboarding and opens the console', async () => {
    const { page } = admin;
    await page.goto(`${product.url}/platform/sign-in`);
    await check(page, 'platform-sign-in', 'Platform sign in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Enter a valid email address').waitFor();

    await page.getByLabel(/^Email/).fill(adminEmail);
    await page.getByLabel(/^Password/).fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Email or password is incorrect').waitFor();

    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await answerOnboarding(page, 'Engineer');
    await check(page, 'platform-console-admin', 'Acme Notifications');
    // The member token is the platform's own: the university app's session is untouched.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('herald_member_token'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    // One environment at a time, as tabs; the first is open.
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual(['Development', 'Production']);
    await expect(page.getByText('Application identifier').count()).resolves.toBe(1);
  });

  it('the admin invites a member, who joins through the mailed link and answers onboarding', async () => {
    await admin.page.getByLabel(/^Email of the new member/).fill(memberEmail);
    await admin.page.getByRole('button', { name: 'Invite', exact: true }).click();
    await admin.page.getByText(`Invitation sent to ${memberEmail}.`).waitFor();
    await admin.page
      .getByRole('row', { name: new RegExp(memberEmail) })
      .getByText('Invited')
      .waitFor();

    const { page } = member;
    await page.goto(await invitationLink(memberEmail));
    await check(page, 'platform-invitation', 'Accept your invitation');
    // The secret left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel(/^Your name/).fill('Bob');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Repeat the password/).fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Join the organisation' }).click();
    await page.getByText('The two passwords differ').waitFor();
    await page.getByLabel(/^Repeat the password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Join the organisation' }).click();
    await answerOnboarding(page, 'Designer');
  });

  it('the member sees the organisation without admin controls', async () => {
    const { page } = member;
    await check(page, 'platform-console-member', 'Acme Notifications');
    await page.getByText('Bob (you)').waitFor();
    await page.getByText(/Admins manage keys, members and branding/).waitFor();
    for (const name of ['Save branding', 'Create API key', 'Rotate', 'Revoke', 'Invite', 'New environment']) {
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(0);
    }
    await expect(page.getByRole('columnheader', { name: 'Job role' }).count()).resolves.toBe(0);
  });

  it('the admin sees the member’s answer and rotates a key, shown once', async () => {
    const { page } = admin;
    await page.reload();
    await settled(page, 'Acme Notifications');
    const bob = page.getByRole('row', { name: new RegExp(memberEmail) });
    await bob.getByText('Designer').waitFor();
    await bob.getByText('Active').waitFor();

    const keys = page.getByRole('table', { name: 'API keys of Development' });
    await keys.getByRole('button', { name: 'Rotate' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Rotate this API key?' });
    await dialog.waitFor();
    violations.push(...(await checkPage(page, 'platform-rotate-key')));
    await dialog.getByRole('button', { name: 'Rotate' }).click();

    const shown = page.getByRole('region', { name: 'Your new API key' });
    const key = (await shown.getByTestId('new-api-key').textContent())!;
    expect(key.length).toBeGreaterThan(20);
    await keys.getByText('Revoked').waitFor();
    await expect(keys.getByText('Active').count()).resolves.toBe(1);
    // The list shows keys masked only.
    expect(await keys.textContent()).not.toContain(key);
    await check(page, 'platform-new-key', 'Acme Notifications');

    await shown.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByRole('region', { name: 'Your new API key' }).count()).resolves.toBe(0);
    await page.reload();
    await settled(page, 'Acme Notifications');
    await keys.getByText('Revoked').waitFor();
    expect(await page.content()).not.toContain(key);
  });

  it('the admin adds an environment from the keyboard: it opens selected, its key shown once', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'New environment' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New environment' });
    await dialog.waitFor();
    const name = dialog.getByLabel(/^Environment name/);
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText('Enter a name for the environment').waitFor();
    violations.push(...(await checkPage(page, 'platform-new-environment')));

    await page.keyboard.type('Staging');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const tab = page.getByRole('tab', { name: 'Staging' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    // Focus moves on to the new environment's heading.
    const heading = page.getByRole('heading', { level: 3, name: 'Staging' });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText('Staging is ready. Copy its API key now: it is shown this once.').waitFor();
    const shown = page.getByRole('region', { name: 'Your new API key' });
    const key = (await shown.getByTestId('new-api-key').textContent())!;
    const keys = page.getByRole('table', { name: 'API keys of Staging' });
    await keys.getByText('Active').waitFor();
    await check(page, 'platform-new-environment-created', 'Acme Notifications');

    // The key opens the management API of this environment.
    const me = await fetch(`${product.url}/v1/environments/me`, {
      headers: { authorization: `ApiKey ${key}` },
    });
    expect(((await me.json()) as { data: { name: string } }).data.name).toBe('Staging');

    // It stays after a reload, with its key no longer shown.
    await page.reload();
    await settled(page, 'Acme Notifications');
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual([
      'Development',
      'Production',
      'Staging',
    ]);
    expect(await page.content()).not.toContain(key);
  });

  it('signs out, and the console asks to sign in again', async () => {
    const { page } = member;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/platform\/sign-in$/);
    await page.goto(`${product.url}/platform`);
    await page.waitForURL(/\/platform\/sign-in$/);
  });

  it('leaves no accessibility violation and no console error', () => {
    expect(violations).toEqual([]);
    expect(admin.errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});
