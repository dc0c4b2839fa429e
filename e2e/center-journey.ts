// The bell's center from the keyboard alone, as one walk a page's test runs: bell → open → a message's menu → mark
// it read → mark all → settings → a switch → back → Escape, with where focus is asserted after every step, read
// from Chromium's own accessibility tree (what a screen reader says the focus is on), not from the DOM. The app runs
// it left to right; a team's page of the installed kit runs it right to left.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accessibleNodes } from '../scripts/accessibility-tree.js';
import { tabTo } from './keyboard.js';

export interface CenterJourney {
  /** An unread message's words, which its row's name starts with or contains. */
  message: string;
  /** A workflow the settings list, whose section the walk opens. */
  workflow: string;
  /** The name of the control "Mark all as read" hands focus to once it is disabled: the next one in the header. */
  afterMarkAll: string;
  /** What the test checks of the center once it is open, before the walk goes on (its direction, say). */
  whenOpen?: (dialog: Locator) => Promise<void>;
}

/** What a screen reader says the focus is on: the focused part's role and name (spaces before commas joined). */
export async function focused(page: Page) {
  // The page's root is focused too, while the window has focus; the part within it is the one that counts.
  const node = (await accessibleNodes(page)).find(
    (candidate) => candidate.properties.focused === true && candidate.role !== 'RootWebArea',
  );
  return node && { role: node.role, name: node.name.replace(/\s+,/g, ',') };
}

/** Waits until focus is on `target`, the control the step moves it to. */
async function expectFocusOn(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement), { timeout: 10_000 })
    .toBe(true);
}

/** The accessible names of the rows (each message's button) that say they are unread. */
async function unreadRows(page: Page) {
  return (await accessibleNodes(page))
    .filter((node) => node.role === 'button' && /,\s*Unread$/.test(node.name))
    .map((node) => node.name);
}

/**
 * Walks the center of the page's bell (closed, with `journey.message` unread among its messages) from the keyboard,
 * asserting focus after each step.
 */
export async function walkTheCenterByKeyboard(page: Page, journey: CenterJourney) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.waitFor();

  // Tab to the bell; Enter opens the dialog with focus inside it.
  await tabTo(page, bell);
  expect(await focused(page)).toMatchObject({
    role: 'button',
    name: expect.stringMatching(/^Notifications/),
  });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const list = dialog.getByRole('list', { name: 'Notifications' });
  const row = list.getByRole('listitem').filter({ hasText: journey.message });
  await row.waitFor();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await journey.whenOpen?.(dialog);

  // A message's menu: Tab to it, Enter opens it, Arrow Down to "Mark as read", Enter.
  const menuButton = row.getByRole('button', { name: 'Message actions' });
  await tabTo(page, menuButton);
  expect(await focused(page)).toEqual({ role: 'button', name: 'Message actions' });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const markRead = menu.getByRole('menuitem', { name: 'Mark as read' });
  for (let presses = 0; presses < 5; presses += 1) {
    if (await markRead.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await focused(page)).toEqual({ role: 'menuitem', name: 'Mark as read' });
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
  // The menu gives focus back to its button; the message no longer says it is unread.
  await expectFocusOn(menuButton);
  expect(await focused(page)).toEqual({ role: 'button', name: 'Message actions' });
  await expect
    .poll(async () => (await unreadRows(page)).filter((name) => name.includes(journey.message)))
    .toEqual([]);

  // Back up to "Mark all as read": Enter marks everything, and the disabled button hands focus on to the next
  // control; Tab from there reaches the cog.
  const markAll = dialog.getByRole('button', { name: 'Mark all as read' });
  await tabTo(page, markAll, { backwards: true });
  expect(await focused(page)).toEqual({ role: 'button', name: 'Mark all as read' });
  await page.keyboard.press('Enter');
  await expect.poll(() => markAll.isDisabled()).toBe(true);
  await expectFocusOn(dialog.getByRole('button', { name: journey.afterMarkAll }));
  expect(await focused(page)).toEqual({ role: 'button', name: journey.afterMarkAll });
  await expect.poll(() => unreadRows(page)).toEqual([]);
  const cog = dialog.getByRole('button', { name: 'Settings' });
  await tabTo(page, cog);
  expect(await focused(page)).toEqual({ role: 'button', name: 'Settings' });

  // Enter on the cog: the settings, focus on Back. Tab to a workflow, Enter opens it, Tab to a switch, Space.
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'Settings' }).waitFor();
  const back = dialog.getByRole('button', { name: 'Back' });
  await expectFocusOn(back);
  expect(await focused(page)).toEqual({ role: 'button', name: 'Back' });
  const section = dialog.getByRole('button', { name: new RegExp(`^${journey.workflow}`) });
  await tabTo(page, section);
  expect(await focused(page)).toMatchObject({
    role: 'button',
    name: expect.stringContaining(journey.workflow),
  });
  await page.keyboard.press('Enter');
  await expect.poll(() => section.getAttribute('aria-expanded')).toBe('true');
  const inApp = dialog.getByRole('switch', { name: 'In App' });
  await tabTo(page, inApp);
  expect(await focused(page)).toEqual({ role: 'switch', name: 'In App' });
  const wasOn = (await inApp.getAttribute('aria-checked')) === 'true';
  await page.keyboard.press('Space');
  await dialog.getByText('Saved').waitFor();
  expect(await inApp.getAttribute('aria-checked')).toBe(String(!wasOn));
  // The switch kept focus while it saved.
  expect(await focused(page)).toEqual({ role: 'switch', name: 'In App' });

  // Back to Back, Enter: the feed again, focus on the cog that opened the settings. Escape: the bell.
  await tabTo(page, back, { backwards: true });
  expect(await focused(page)).toEqual({ role: 'button', name: 'Back' });
  await page.keyboard.press('Enter');
  await list.waitFor();
  await expectFocusOn(cog);
  expect(await focused(page)).toEqual({ role: 'button', name: 'Settings' });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // The bell's name may have lost its count by now (everything was seen): it is found by its words.
  await expectFocusOn(bell);
  expect(await focused(page)).toMatchObject({
    role: 'button',
    name: expect.stringMatching(/^Notifications/),
  });
}
