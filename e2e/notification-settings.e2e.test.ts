// Notification settings people can reach: the bell's center opens them with its cog, the profile page and the
// profile menu link a page of their own, and each role sees only the notifications it receives (those it must receive are not
// offered). A choice made on the page is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, gotoLive, openPage, settled, signIn, toggle } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
const violations: string[] = [];
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;
const coordinator = DEMO_ACCOUNTS.find((account) => account.role === 'COORDINATOR')!;

beforeAll(async () => {
  product = await startProduct();
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

/** The names of the workflows the settings list, each section's header button reading "<name> <channels>". */
async function listedWorkflows(scope: ReturnType<Page['locator']>) {
  const rows = scope.locator('[role="heading"] > button[aria-expanded]');
  await rows.first().waitFor();
  return rows.allInnerTexts();
}

describe('notification settings', () => {
  it('open from the bell’s settings cog, listing what a student receives', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await settled(page, 'Events');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: /Notifications/ });
    await panel.getByRole('button', { name: 'Settings' }).click();
    await panel.getByRole('heading', { name: 'Settings' }).waitFor();
    const rows = (await listedWorkflows(panel)).join('\n');
    expect(rows).toMatch(/Contribution status changed/);
    expect(rows).toMatch(/New comment/);
    // A coordinator's reminders and the mail every account must receive are not a student's to switch.
    expect(rows).not.toMatch(/Review reminder|Contribution submitted|Password reset/);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('have their own page, linked from the profile, where a choice is kept', async () => {
    await page.goto(`${product.url}/profile`);
    await settled(page, 'Profile');
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await page.waitForURL(`${product.url}/profile/notifications`);
    await settled(page, 'Notification settings');
    const main = page.getByRole('main');
    await listedWorkflows(main);
    violations.push(...(await checkPage(page, 'notification-settings')));
    // The page scrolls, not a box inside it: every workflow's row is whole, the last one too.
    const scrollers = await main.evaluate((element) =>
      Array.from(element.querySelectorAll('*'))
        .filter((inner) => inner.scrollHeight > inner.clientHeight + 1)
        .filter((inner) => ['auto', 'scroll'].includes(getComputedStyle(inner).overflowY))
        .map((inner) => inner.className),
    );
    expect(scrollers).toEqual([]);
    const rows = main.locator('[role="heading"] > button[aria-expanded]');
    await rows.last().scrollIntoViewIfNeeded();
    expect(
      await rows.last().evaluate((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);

    await main.getByRole('button', { name: /^Contribution status changed/ }).click();
    const email = main.getByRole('switch', { name: 'Email' });
    expect(await email.isChecked()).toBe(true);
    await email.focus();
    await page.keyboard.press('Space');
    await main.getByText('Saved').waitFor();
    await expect.poll(() => email.isChecked()).toBe(false);
    await expect
      .poll(() => main.getByRole('button', { name: /^Contribution status changed/ }).innerText())
      .not.toMatch(/Email/);

    await page.reload();
    await settled(page, 'Notification settings');
    await main.getByRole('button', { name: /^Contribution status changed/ }).click();
    expect(await main.getByRole('switch', { name: 'Email' }).isChecked()).toBe(false);
  });

  it('open from the profile menu, between Profile and Logout', async () => {
    await page.goto(`${product.url}/student/event`);
    await settled(page, 'Events');
    await page.getByRole('banner').getByRole('button', { name: student.name }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
      'Profile',
      'Notification settings',
      'Logout',
    ]);
    await menu.getByRole('menuitem', { name: 'Notification settings' }).click();
    await page.waitForURL(`${product.url}/profile/notifications`);
    await settled(page, 'Notification settings');
  });

  it('list a coordinator’s reviews, not a student’s events', async () => {
    await page.goto(`${product.url}/profile`);
    await settled(page, 'Profile');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, product.url, coordinator);
    await page.waitForURL(`${product.url}/coordinator/dashboard`);
    await page.goto(`${product.url}/profile/notifications`);
    await settled(page, 'Notification settings');
    const rows = (await listedWorkflows(page.getByRole('main'))).join('\n');
    expect(rows).toMatch(/Review reminder/);
    expect(rows).not.toMatch(/Contribution status changed|New event|Contribution submitted/);
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the in-app switch', () => {
  let own: Product;
  beforeAll(async () => {
    own = await startProduct();
  });
  afterAll(() => own.stop());

  it('off: a comment reaches the student by email only, no bell item and no new count; on again: both return', async () => {
    const eventId = (await openEvent(await apiAs(own.url, 'ADMIN'), 'Quiet stories')).id;
    const work = await submitContribution(await apiAs(own.url, 'STUDENT'), eventId, 'The quiet harbour');
    const coordinatorApi = await apiAs(own.url, 'COORDINATOR');
    const admin = await apiAs(own.url, 'ADMIN');
    /** The comment mails the student has had, once the worker has sent them. */
    const commentMails = async () =>
      (await admin.get<{ to: string; subject: string }[]>('/admin/outbox?limit=100')).filter(
        (mail) => mail.to === student.email && mail.subject === 'New comment on The quiet harbour',
      ).length;

    const { page: studentPage } = await openPage(own.browser);
    await signIn(studentPage, own.url, student);
    await studentPage.waitForURL(`${own.url}/student/event`);
    await gotoLive(studentPage, `${own.url}/profile/notifications`);
    await settled(studentPage, 'Notification settings');
    const main = studentPage.getByRole('main');
    await main.getByRole('button', { name: /^New comment/ }).click();
    await toggle(studentPage, 'In App', false);

    const bell = studentPage.getByRole('button', { name: /^Notifications/ });
    const unseen = async () =>
      Number(/(\d+) unseen/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notifications/);
    const before = await unseen();

    await coordinatorApi.send('POST', `/contributions/${work.id}/comments`, { body: 'Heard only by mail.' });
    // The mail is the workflow's last step: once it is out, the in-app step has been decided.
    await expect.poll(commentMails).toBe(1);
    expect(await unseen()).toBe(before);
    await bell.click();
    const center = studentPage.getByRole('dialog', { name: /Notifications/ });
    await center.getByTestId('notification-item').first().waitFor();
    expect(await center.getByText('Heard only by mail.').count()).toBe(0);
    await studentPage.keyboard.press('Escape');
    await center.waitFor({ state: 'hidden' });
    // Closing the center marks what it showed as seen.
    await expect.poll(unseen).toBe(0);

    await toggle(studentPage, 'In App', true);
    await coordinatorApi.send('POST', `/contributions/${work.id}/comments`, {
      body: 'Heard in the bell too.',
    });
    await expect.poll(commentMails).toBe(2);
    await expect.poll(unseen).toBe(1);
    await bell.click();
    await center.getByText('Heard in the bell too.').waitFor();
    expect(await center.getByText('Heard only by mail.').count()).toBe(0);
  });
});
