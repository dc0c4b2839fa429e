// The student's journey on a fresh database: the faculty's events as cards with their deadlines, a
// contribution submitted with a document and an image after reading and accepting the terms, listed, read
// with its files and history, commented on by the coordinator (the bell tells), updated with a new version;
// a new password keeps the bell telling; an administrator's address leads to /no-access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { apiAs, openEvent, PDF, PNG } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let eventId: number;
let contributionUrl: string;
const violations: string[] = [];
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;

beforeAll(async () => {
  product = await startProduct();
  const admin = await apiAs(product.url, 'ADMIN');
  eventId = (await openEvent(admin, 'Spring anthology')).id;
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function check(name: string, heading: string | RegExp) {
  await settled(page, heading);
  violations.push(...(await checkPage(page, name)));
}

describe('the student', () => {
  it('sees the faculty’s open event as a card with its deadline', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await check('student-events', 'Events');
    const card = page.getByRole('listitem').filter({ hasText: 'Spring anthology' });
    await card.getByText('New contributions close in 30 days').waitFor();
    await card.getByRole('link', { name: 'Spring anthology' }).click();
    await check('student-event-detail', 'Spring anthology');
    await page.locator('strong', { hasText: 'your' }).waitFor();
  });

  it('has no contribution yet, and the form says what is missing', async () => {
    await page.getByRole('link', { name: 'My contributions' }).first().click();
    await page.waitForURL(`${product.url}/student/event/contribution/${eventId}`);
    await check('student-contributions-empty', /My contributions/);
    await page.getByText('You have not contributed to this event yet').waitFor();

    await page.getByRole('link', { name: 'New contribution' }).click();
    await check('student-contribution-create', 'New contribution');
    await page.getByRole('button', { name: 'Submit the contribution' }).click();
    await page.getByText('Enter the title').waitFor();
    await page.getByText('Attach at least one Word or PDF document').waitFor();
    await page.getByText('Accept the terms and conditions', { exact: true }).waitFor();
  });

  it('submits with a document and an image after reading and accepting the terms', async () => {
    await page.getByRole('textbox', { name: 'Title' }).fill('The lighthouse');
    await page.getByRole('textbox', { name: 'Summary' }).fill('A short story about the sea.');
    const inputs = page.locator('input[type="file"]');
    await inputs.nth(0).setInputFiles({ name: 'story.pdf', mimeType: 'application/pdf', buffer: PDF });
    await inputs.nth(1).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('story.pdf').waitFor();

    await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await dialog.waitFor();
    violations.push(...(await checkPage(page, 'student-terms-dialog')));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByText('I accept the terms and conditions').click();
    await page.getByRole('button', { name: 'Submit the contribution' }).click();
    await page.waitForURL(/\/student\/event\/contribution\/\d+\/detail\/\d+$/);
    contributionUrl = page.url();
    await page.getByText('Your contribution is submitted; your coordinator has been told.').waitFor();
    await page.getByRole('img', { name: 'Preview of cover.png' }).waitFor();
    await check('student-contribution-detail', 'The lighthouse');
    await page.getByRole('button', { name: 'Download story.pdf' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Submitted' }).first().waitFor();
  });

  it('finds it in the list of their contributions', async () => {
    await page.goto(`${product.url}/student/event/contribution/${eventId}`);
    await check('student-contributions', /My contributions/);
    const row = page.getByRole('row', { name: /The lighthouse/ });
    await row.getByText('Submitted').waitFor();
    await row.getByText('0 comments').waitFor();
  });

  it('is told by the bell when the coordinator comments, and reads the comment', async () => {
    const coordinator = await apiAs(product.url, 'COORDINATOR');
    const contributionId = Number(contributionUrl.split('/').pop());
    await coordinator.send('POST', `/contributions/${contributionId}/comments`, {
      body: 'A strong opening; tighten the ending.',
    });
    await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).waitFor();
    await page.goto(contributionUrl);
    await settled(page, 'The lighthouse');
    await page.getByText('A strong opening; tighten the ending.').waitFor();
  });

  it('updates the contribution with a new version of the document', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await check('student-contribution-update', 'Update contribution');
    await page
      .locator('input[type="file"]')
      .nth(0)
      .setInputFiles({
        name: 'story.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([PDF, Buffer.from('% second draft\n')]),
      });
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.waitForURL(contributionUrl);
    await page.getByText('Your contribution is saved.').waitFor();
    await page.getByRole('heading', { name: 'Earlier versions' }).waitFor();
    await page
      .getByText(/version 2/)
      .first()
      .waitFor();
  });

  it('changes the password, and the bell keeps telling without a reload', async () => {
    await page.goto(`${product.url}/changepassword`);
    await check('student-change-password', 'Change password');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unseen$/ });
    const unseen = async () =>
      Number(/(\d+) unseen/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await unseen();
    // Every name the bell has while the password changes: the held bell keeps its count, it never drops to 0 or to
    // loading.
    await page.evaluate(() => {
      const names: string[] = [];
      (window as unknown as { bellNames: string[] }).bellNames = names;
      const read = () => {
        const label = document
          .querySelector('button[aria-label^="Notifications"]')
          ?.getAttribute('aria-label');
        if (label && names.at(-1) !== label) names.push(label);
      };
      new MutationObserver(read).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label'],
      });
    });
    await page.getByLabel('Current password').fill(student.password);
    await page.getByLabel(/^New password/).fill('a long new student passphrase');
    await page.getByLabel('Repeat the new password').fill('a long new student passphrase');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await page.getByText('Your password is changed.').waitFor();

    // The change ended the bell's widget session; the page renews it with the account's new hash.
    const coordinator = await apiAs(product.url, 'COORDINATOR');
    const contributionId = Number(contributionUrl.split('/').pop());
    await coordinator.send('POST', `/contributions/${contributionId}/comments`, { body: 'One more thing.' });
    await page.getByRole('button', { name: `Notifications, ${before + 1} unseen` }).waitFor();
    const names = await page.evaluate(() => (window as unknown as { bellNames: string[] }).bellNames);
    expect(new Set(names)).toEqual(
      new Set([`Notifications, ${before} unseen`, `Notifications, ${before + 1} unseen`]),
    );
  });

  it('lands on /no-access when typing an administrator’s address', async () => {
    await page.goto(`${product.url}/admin/account`);
    await page.waitForURL(`${product.url}/no-access`);
    await check('no-access', 'No access');
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
