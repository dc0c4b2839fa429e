// The bell's center from the keyboard alone, in the app (left to right, the app's only direction): the walk of
// center-journey.ts, focus asserted after every step. A team's right-to-left page of the installed kit walks it
// too (kit-consumer.e2e.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, submitContribution, type Api } from './api.js';
import { walkTheCenterByKeyboard } from './center-journey.js';
import { startProduct, type Product } from './harness.js';
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

describe('the bell and its center at the keyboard', () => {
  it('opens, marks a message read from its menu, marks all, changes a setting and closes, focus kept at every step', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await gotoLive(page, `${product.url}/student/event`);
    await settled(page, 'Events');
    for (const body of ['The beam turns.', 'The keeper waits.'])
      await coordinator.send('POST', `/contributions/${contributionId}/comments`, { body });
    await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).waitFor();
    await walkTheCenterByKeyboard(page, {
      message: 'The keeper waits.',
      workflow: 'New comment',
      // The app shows the archive's button between "Mark all as read" and the cog.
      afterMarkAll: 'Archived',
      whenOpen: async (dialog) => {
        const list = dialog.getByRole('list', { name: 'Notifications' });
        expect(await list.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      },
    });
    expect(errors).toEqual([]);
  });
});
