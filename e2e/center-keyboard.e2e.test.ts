// The bell's center from the keyboard alone, in the app: bell → open → a message's menu → mark it read → mark all
// → settings → a switch → back → Escape, with where focus is asserted after every step, read from Chromium's own
// accessibility tree (what a screen reader says the focus is on), not from the DOM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { accessibleNodes } from '../scripts/accessibility-tree.js';
import { apiAs, openEvent, submitContribution, type Api } from './api.js';
import { startProduct, type Product } from './harness.js';
import { tabTo } from './keyboard.js';
import { gotoLive, openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let coordinator: Api;
let contributionId: number;
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;

beforeAll(async () => {
  product = await startProduct();
  ({ page, errors } = await openPage(product.browser));
  const admin = await apiAs(product.url, 'ADMIN');
  const event = await openEvent(admin, 'Keyboard anthology');
  ({ id: contributionId } = await submitContribution(
    await apiAs(product.url, 'STUDENT'),
    event.id,
    'The lighthouse',
  ));
  coordinator = await apiAs(product.url, 'COORDINATOR');
});
afterAll(() => product.stop());

/** What a screen reader says the focus is on: the focused part's role and name (spaces before commas joined). */
async function focused() {
  const node = (await accessibleNodes(page)).find(
    (candidate) => candidate.properties.focused === true && candidate.role !== 'RootWebArea',
  );
  return node && { role: node.role, name: node.name.replace(/\s+,/g, ',') };
}

/** Waits until focus is on `target` (the step's own control), and says so in the failure otherwise. */
async function expectFocusOn(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement), { timeout: 10_000 })
    .toBe(true);
}

describe('the bell and its center at the keyboard', () => {
  it('opens, marks a message read from its menu, marks all, changes a setting and closes, focus kept at every step', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await gotoLive(page, `${product.url}/student/event`);
    await settled(page, 'Events');
    for (const body of ['The beam turns.', 'The keeper waits.'])
      await coordinator.send('POST', `/contributions/${contributionId}/comments`, { body });
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unseen$/ });
    await bell.waitFor();

    // Tab to the bell; Enter opens the dialog with focus inside it.
    await tabTo(page, bell);
    expect(await focused()).toMatchObject({ role: 'button', name: expect.stringMatching(/^Notifications/) });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const list = dialog.getByRole('list', { name: 'Notifications' });
    await list.getByRole('button', { name: /The keeper waits\./ }).waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // A message's menu: Tab to it, Enter opens it on its first item, Arrow Down to "Mark as read", Enter.
    const row = list.getByRole('listitem').filter({ hasText: 'The keeper waits.' });
    const menuButton = row.getByRole('button', { name: 'Message actions' });
    await tabTo(page, menuButton);
    expect(await focused()).toEqual({ role: 'button', name: 'Message actions' });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const markRead = menu.getByRole('menuitem', { name: 'Mark as read' });
    for (let presses = 0; presses < 5; presses += 1) {
      if (await markRead.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await focused()).toEqual({ role: 'menuitem', name: 'Mark as read' });
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    // The menu gives focus back to its button; the message no longer says it is unread.
    await expectFocusOn(menuButton);
    expect(await focused()).toEqual({ role: 'button', name: 'Message actions' });
    await expect
      .poll(async () =>
        (await accessibleNodes(page))
          .filter((node) => node.role === 'button' && node.name.includes('The keeper waits.'))
          .map((node) => node.name.replace(/\s+,/g, ',')),
      )
      .toEqual([expect.not.stringMatching(/, Unread$/)]);

    // Back up to "Mark all as read": Enter marks everything; the button disables and hands focus on to the next
    // control, the archive's button; Tab goes on to the cog.
    const markAll = dialog.getByRole('button', { name: 'Mark all as read' });
    await tabTo(page, markAll, { backwards: true });
    expect(await focused()).toEqual({ role: 'button', name: 'Mark all as read' });
    await page.keyboard.press('Enter');
    await expect.poll(() => markAll.isDisabled()).toBe(true);
    await expectFocusOn(dialog.getByRole('button', { name: 'Archived' }));
    expect(await focused()).toEqual({ role: 'button', name: 'Archived' });
    await page.keyboard.press('Tab');
    const cog = dialog.getByRole('button', { name: 'Settings' });
    await expectFocusOn(cog);
    expect(await focused()).toEqual({ role: 'button', name: 'Settings' });
    await expect
      .poll(async () =>
        (await accessibleNodes(page)).filter((node) => node.role === 'button' && /, Unread$/.test(node.name)),
      )
      .toEqual([]);

    // Enter on the cog: the settings, focus on Back. Tab to a workflow, Enter opens it, Tab to a switch, Space.
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Settings' }).waitFor();
    const back = dialog.getByRole('button', { name: 'Back' });
    await expectFocusOn(back);
    expect(await focused()).toEqual({ role: 'button', name: 'Back' });
    const section = dialog.getByRole('button', { name: /New comment/ });
    await tabTo(page, section);
    expect(await focused()).toMatchObject({ role: 'button', name: expect.stringMatching(/^New comment/) });
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getAttribute('aria-expanded')).toBe('true');
    const inApp = dialog.getByRole('switch', { name: 'In App' });
    await tabTo(page, inApp);
    expect(await focused()).toEqual({ role: 'switch', name: 'In App' });
    const wasOn = (await inApp.getAttribute('aria-checked')) === 'true';
    await page.keyboard.press('Space');
    await dialog.getByText('Saved').waitFor();
    expect(await inApp.getAttribute('aria-checked')).toBe(String(!wasOn));
    // The switch kept focus while it saved.
    expect(await focused()).toEqual({ role: 'switch', name: 'In App' });

    // Back to Back, Enter: the feed again, focus on the cog that opened the settings. Escape: the bell.
    await tabTo(page, back, { backwards: true });
    expect(await focused()).toEqual({ role: 'button', name: 'Back' });
    await page.keyboard.press('Enter');
    await list.waitFor();
    await expectFocusOn(cog);
    expect(await focused()).toEqual({ role: 'button', name: 'Settings' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The bell's name may have lost its count by now (everything was seen): it is found by its words.
    await expectFocusOn(page.getByRole('button', { name: /^Notifications/ }));
    expect(await focused()).toMatchObject({ role: 'button', name: expect.stringMatching(/^Notifications/) });
    expect(errors).toEqual([]);
  });
});
