// A visitor browses a faculty as a guest, without an account (docs/decisions/0015-guest-browsing.md): the
// guest entry opens a guest visit, the visitor reads the faculty's selected work, and once the faculty closes
// guest access the visit is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@herald/protocol';
import { apiAs, onePagePdf, openEvent, publishContribution, submitContribution, type Api } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled } from './support.js';

let product: Product;
let page: Page;
let errors: string[];
let admin: Api;
let facultyId: number;
let facultyName: string;
const violations: string[] = [];

beforeAll(async () => {
  product = await startProduct();
  admin = await apiAs(product.url, 'ADMIN');
  const event = await openEvent(admin, 'Autumn anthology');
  facultyId = event.facultyId;
  ({ name: facultyName } = await admin.send<{ name: string }>('PUT', `/faculties/${facultyId}`, {
    guestAccess: true,
  }));
  const student = await apiAs(product.url, 'STUDENT');
  const coordinator = await apiAs(product.url, 'COORDINATOR');
  const { id } = await submitContribution(student, event.id, 'Harbour lights', onePagePdf('Harbour lights'));
  await submitContribution(student, event.id, 'Work in progress');
  await publishContribution(coordinator, id);
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

async function check(name: string, heading: string | RegExp) {
  await settled(page, heading);
  violations.push(...(await checkPage(page, name)));
}

describe('a guest visit', () => {
  it('opens from the guest entry without an account and keeps its token as the guest marker', async () => {
    await page.goto(`${product.url}/guest`);
    await settled(page, 'Visiting as a guest');
    await page
      .getByRole('listitem')
      .filter({ hasText: facultyName })
      .getByRole('button', { name: 'Browse as a guest' })
      .click();
    await page.waitForURL(`${product.url}/guest/public/`);
    const stored = await page.evaluate(
      (keys) => ({
        marker: localStorage.getItem(keys.guestMarker),
        token: localStorage.getItem(keys.appToken),
      }),
      STORAGE_KEYS,
    );
    expect(stored.token).toBeNull();
    expect(stored.marker?.split('.')).toHaveLength(3);
    // The shell names the visit after the faculty it browses, also after a reload.
    await page.getByRole('button', { name: `Guest of ${facultyName}` }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: `Guest of ${facultyName}` }).waitFor();
  });

  it("shows the faculty's selected contribution only, and opens it", async () => {
    await check('guest-visit-published', 'Published contributions');
    await page.getByRole('link', { name: 'Harbour lights' }).waitFor();
    expect(await page.getByText('Work in progress').count()).toBe(0);
    await page.getByRole('link', { name: 'Harbour lights' }).click();
    await check('guest-visit-published-detail', 'Harbour lights');
    // The nested page marks its section in the side menu.
    const section = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Published work' });
    expect(await section.first().getAttribute('aria-current')).toBe('page');
  });

  it("previews a one-page PDF inline, in the browser's PDF viewer", async () => {
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await page.getByRole('button', { name: 'Preview story.pdf' }).click();
    const frame = page.locator('iframe[title="Preview of story.pdf"][src^="blob:"]');
    await frame.waitFor();
    // Chromium renders a PDF shown inline in its viewer (a frame of its own inside ours), never as a download;
    // the viewer's toolbar counts the document's pages.
    const blobFrame = (await (await frame.elementHandle())!.contentFrame())!;
    await expect
      .poll(() => blobFrame.childFrames().some((child) => child.url().startsWith('chrome-extension://')))
      .toBe(true);
    const viewer = blobFrame.childFrames().find((child) => child.url().startsWith('chrome-extension://'))!;
    await viewer.locator('pdf-viewer').waitFor({ state: 'attached' });
    await expect.poll(() => viewer.locator('#pageLength, #pagelength').allTextContents()).toEqual(['1']);
    await check('guest-visit-pdf-preview', 'Harbour lights');
    expect(downloads).toEqual([]);
    await page.getByRole('button', { name: 'Hide the preview of story.pdf' }).click();
  });

  it('has no profile to manage', async () => {
    await page.getByRole('button', { name: `Guest of ${facultyName}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await check('guest-visit-profile', 'Profile');
    await page.getByText('Guests visit without an account').waitFor();
  });

  it('is refused once the faculty closes guest access', async () => {
    await admin.send('PUT', `/faculties/${facultyId}`, { guestAccess: false });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Published work' })
      .click();
    await page.getByText('This faculty no longer welcomes guests').waitFor();
    await check('guest-visit-refused', 'Published contributions');
    expect(await page.getByRole('link', { name: 'Harbour lights' }).count()).toBe(0);
  });

  it('leaves with Logout, and nothing of the visit stays in the browser', async () => {
    await page.getByRole('button', { name: `Guest of ${facultyName}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
