// A ZIP download that the server refuses: the manager's session is ended elsewhere (a password change on
// another device) while the published work is open, and the page says why the download failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, publishContribution, submitContribution } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

const DAY = 86_400_000;
const manager = DEMO_ACCOUNTS.find((account) => account.role === 'MANAGER')!;
let product: Product;
let page: Page;
let errors: string[];
let eventId: number;
let offset = 0;
const violations: string[] = [];

beforeAll(async () => {
  product = await startProduct({ now: () => new Date(Date.now() + offset) });
  const admin = await apiAs(product.url, 'ADMIN');
  eventId = (await openEvent(admin, 'Winter anthology')).id;
  const { id } = await submitContribution(await apiAs(product.url, 'STUDENT'), eventId, 'Snowfall');
  await publishContribution(await apiAs(product.url, 'COORDINATOR'), id);
  // Past the final closure date, where the ZIP is offered.
  offset = 45 * DAY;
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

describe('a failed ZIP download', () => {
  it('shows the server’s reason above the published work', async () => {
    await signIn(page, product.url, manager, '/staff');
    await page.waitForURL(`${product.url}/manager/dashboard`);
    await page.goto(`${product.url}/manager/public/${eventId}`);
    await settled(page, /Published contributions/);
    await page.getByRole('link', { name: 'Snowfall' }).waitFor();

    // The manager changes their password on another device, which ends this session.
    const elsewhere = await apiAs(product.url, 'MANAGER');
    await elsewhere.send('POST', '/auth/change-password', {
      currentPassword: manager.password,
      newPassword: `${manager.password}-renewed`,
    });

    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.getByRole('button', { name: 'Download all selected work (ZIP)' }).click();
    await page.getByRole('alert').filter({ hasText: 'The download failed: Sign in to continue' }).waitFor();
    violations.push(...(await checkPage(page, 'manager-zip-failed')));
    expect(downloads).toEqual([]);
  });

  it('met no accessibility violation and no console error', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
