// Mail without SMTP: the administrators' Outbox lists the mail the server kept for the university's accounts
// (recipient, subject, time, status), pages it, re-sends a mail and says so, and shows the server's reason when
// the outbox is not readable. axe and the 390 px check on every state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { ROLE_ID } from '@herald/protocol';
import { apiAs } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
const violations: string[] = [];
const admin = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')!;
const NEW_ACCOUNTS = 11;
const newcomer = (index: number) => `newcomer${index}@herald.test`;

beforeAll(async () => {
  product = await startProduct();
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function check(name: string) {
  await settled(page, 'Outbox');
  violations.push(...(await checkPage(page, name)));
}

const table = () => page.getByRole('table', { name: 'Mail of the university, newest first' });

describe('the outbox', () => {
  it('is in the administrator’s menu, and says when no mail was sent yet', async () => {
    await signIn(page, product.url, admin, '/staff');
    await page.waitForURL(`${product.url}/admin/dashboard`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
    await page.waitForURL(`${product.url}/admin/outbox`);
    await page.getByRole('heading', { name: 'No mail yet' }).waitFor();
    expect(await page.title()).toBe('Outbox · Herald');
    await check('admin-outbox-empty');
  });

  it('lists each kept mail with its recipient, subject, time and status, ten to a page', async () => {
    const api = await apiAs(product.url, 'ADMIN');
    for (let index = 1; index <= NEW_ACCOUNTS; index += 1) {
      await api.send('POST', '/accounts', {
        email: newcomer(index),
        name: `Newcomer ${index}`,
        roleID: ROLE_ID.MANAGER,
        facultyId: null,
      });
    }
    await product.herald.worker.drain();
    await page.reload();
    await table()
      .getByRole('rowheader', { name: newcomer(NEW_ACCOUNTS) })
      .waitFor();
    await check('admin-outbox');

    const rows = table()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') });
    await expect.poll(() => rows.count()).toBe(10);
    const newest = rows.filter({ has: page.getByRole('rowheader', { name: newcomer(NEW_ACCOUNTS) }) });
    const newestText = await newest.innerText();
    expect(newestText).toMatch(/password/i);
    expect(newestText).toContain('Password link');
    expect(newestText).toContain('Kept on this server');
    expect(newestText).toMatch(/\d{1,2}:\d{2}/);
    // The set-password link reaches its recipient's mailbox alone: not the page, not its answers.
    expect(await page.content()).not.toMatch(/token=/);

    await page.getByRole('button', { name: 'Older' }).click();
    await table()
      .getByRole('rowheader', { name: newcomer(1) })
      .waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Newer' }).click();
    await table()
      .getByRole('rowheader', { name: newcomer(NEW_ACCOUNTS) })
      .waitFor();
  });

  it('re-sends a mail as a new link and says so', async () => {
    const recipient = newcomer(NEW_ACCOUNTS);
    await page.getByRole('button', { name: new RegExp(`^Re-send .* to ${recipient}$`) }).click();
    await page.getByRole('status').getByText(`A new password link is on its way to ${recipient}.`).waitFor();
    await product.herald.worker.drain();
    await page.reload();
    await settled(page, 'Outbox');
    await expect.poll(() => table().getByRole('rowheader', { name: recipient }).count()).toBe(2);
    expect(await page.content()).not.toMatch(/token=/);
  });

  it('shows the server’s reason where the outbox is not readable', async () => {
    // The same server as it answers in production with no SMTP_URL: the console has the mail instead.
    const { config } = product.herald.ctx;
    config.production = true;
    try {
      await page.reload();
      await page
        .getByRole('heading', { level: 2, name: 'The outbox is not readable on this server' })
        .waitFor();
      await page.getByText(/not readable in production without SMTP_URL/).waitFor();
      // A retry would meet the same refusal: none is offered.
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await check('admin-outbox-not-readable');
    } finally {
      config.production = false;
    }
  });

  it('had no console errors and no accessibility violations', () => {
    expect(errors, 'console errors').toEqual([]);
    expect(violations, 'axe violations and sideways scrolling').toEqual([]);
  });
});
