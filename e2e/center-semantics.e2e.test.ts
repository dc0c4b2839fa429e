// What a screen reader hears of the bell and its center in the app, read from Chromium's own accessibility tree
// (scripts/accessibility-tree.js), not from the DOM: the bell's name and state, what its live region says when a
// message arrives, the dialog's name, each message's name, and where focus is at every step of a keyboard journey.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { accessibleNodes, missingAccessibleNodes } from '../scripts/accessibility-tree.js';
import { apiAs, openEvent, submitContribution, type Api } from './api.js';
import { focused } from './center-journey.js';
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
  const event = await openEvent(admin, 'Spoken anthology');
  ({ id: contributionId } = await submitContribution(
    await apiAs(product.url, 'STUDENT'),
    event.id,
    'The estuary',
  ));
  coordinator = await apiAs(product.url, 'COORDINATOR');
});
afterAll(() => product.stop());

describe('the bell and its center, as a screen reader hears them', () => {
  it('names the bell with its count, says what arrived, and names the dialog and each message', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await gotoLive(page, `${product.url}/student/event`);
    await settled(page, 'Events');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    // What the student was told of their own submission, if anything, is counted already.
    const bellName = (await accessibleNodes(page)).find(
      (node) => node.role === 'button' && node.name.startsWith('Notifications'),
    )?.name;
    const before = Number(bellName?.match(/(\d+) unseen/)?.[1] ?? 0);
    const withArrival = `Notifications, ${before + 1} unseen`;

    await coordinator.send('POST', `/contributions/${contributionId}/comments`, {
      body: 'The second stanza sings.',
    });
    // The polite live region says the message by its words; the bell's name carries the count.
    await expect
      .poll(async () =>
        (await accessibleNodes(page))
          .filter((node) => node.role === 'status' && node.properties.live === 'polite')
          .map((node) => node.text),
      )
      .toContainEqual(expect.stringMatching(/^New: .*commented on The estuary.*The second stanza sings\./));
    await expect
      .poll(() =>
        missingAccessibleNodes(page, [
          { role: 'button', name: withArrival, properties: { hasPopup: 'dialog', expanded: false } },
        ]),
      )
      .toEqual([]);

    // From the keyboard: Tab to the bell, Enter opens the dialog with focus inside it.
    await tabTo(page, bell);
    expect(await focused(page)).toMatchObject({ role: 'button', name: withArrival });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('list', { name: 'Notifications' }).waitFor();
    expect(
      await missingAccessibleNodes(page, [
        // Named by its words alone: the badge's digits are not part of the dialog's name.
        { role: 'dialog', name: 'Notifications' },
        { role: 'button', name: withArrival, properties: { expanded: true } },
        { role: 'list', name: 'Notifications' },
      ]),
    ).toEqual([]);
    const nodes = await accessibleNodes(page);
    // The header's title says how many messages are unread: as many as the rows that say so.
    const unreadRows = nodes.filter((node) => node.role === 'button' && /,\s*Unread$/.test(node.name)).length;
    expect(unreadRows).toBeGreaterThan(0);
    expect(nodes.filter((node) => node.role === 'heading').map((node) => node.name)).toContain(
      `Notifications, ${unreadRows} unread`,
    );
    // The message's name: its words, then its time, then its state, each a separate phrase. (Chromium puts a space
    // at each of the row's block boundaries, before the separators too; speech and braille keep the commas.)
    const spokenNames = nodes.map((node) => node.name.replace(/\s+,/g, ','));
    expect(spokenNames).toContainEqual(
      expect.stringMatching(/commented on The estuary.*, (now|\d+ seconds? ago|\d+ minutes? ago), Unread$/),
    );
    const inside = await focused(page);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(inside?.role).toBe('button');

    // Tab reaches the message; Escape closes the dialog and focus is back on the bell.
    await tabTo(page, dialog.getByRole('button', { name: /commented on The estuary/ }));
    expect((await focused(page))?.name).toMatch(/commented on The estuary.*, Unread$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await focused(page))?.name).toMatch(/^Notifications/);
    expect(errors).toEqual([]);
  });
});
