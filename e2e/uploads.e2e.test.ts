// Honest uploads: a chosen file reads "Ready to upload" until the form is sent and can be removed before then; a
// file of another type or over the server's limit is refused on choosing, with the reason beside its field; while
// the form is sent each file shows its own progress; and the server refuses what the page refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@herald/server';
import { PDF, apiAs, openEvent } from './api.js';
import { startProduct, type Product } from './harness.js';
import { checkPage, openPage, settled, signIn } from './support.js';

/** The server's limit here: small, so a file over it stays small too. */
const LIMIT = 256 * 1024;

let product: Product;
let page: Page;
let errors: string[];
let eventId: number;
const violations: string[] = [];
const student = DEMO_ACCOUNTS.find((account) => account.role === 'STUDENT')!;

/** A PDF of `kilobytes` KiB (the server reads the content, which starts as a PDF's). */
const pdfOf = (kilobytes: number) => Buffer.concat([PDF, Buffer.alloc(kilobytes * 1024 - PDF.length, 0x20)]);
const pdf = (name: string, kilobytes = 1) => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdfOf(kilobytes),
});

beforeAll(async () => {
  product = await startProduct({ maxUploadBytes: LIMIT });
  eventId = (await openEvent(await apiAs(product.url, 'ADMIN'), 'Spring anthology')).id;
  ({ page, errors } = await openPage(product.browser));
});
afterAll(() => product.stop());

/** Chooses files in a field as a person does: its button opens the browser's file chooser. */
async function chooseFiles(field: string, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: field }).getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
}

const documents = () => page.getByRole('group', { name: 'Documents' });
const listed = () => documents().getByRole('list', { name: 'Files' }).getByRole('listitem');

describe('choosing files for a contribution', () => {
  it('says the server’s limit and lists a chosen file as ready to upload, not uploaded', async () => {
    await signIn(page, product.url, student);
    await page.waitForURL(`${product.url}/student/event`);
    await page.goto(`${product.url}/student/event/contribution/${eventId}/create`);
    await settled(page, 'New contribution to Spring anthology');
    await documents().getByText('Word or PDF, at least one, up to 256 KB each.').waitFor();

    await chooseFiles('Documents', [pdf('story.pdf', 120)]);
    await listed().filter({ hasText: 'story.pdf' }).getByText('Ready to upload').waitFor();
    expect(await documents().getByText('Uploaded').count()).toBe(0);
    expect(await documents().getByRole('progressbar').count()).toBe(0);
  });

  it('refuses a file of another type or over the limit on choosing, with the reason beside the field', async () => {
    await chooseFiles('Documents', [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
      pdf('scan.pdf', 300),
    ]);
    await documents().getByText('notes.txt is not a Word or PDF document (.pdf, .doc, .docx).').waitFor();
    await documents().getByText('scan.pdf is 300 KB; each file can be up to 256 KB.').waitFor();
    expect(await listed().allInnerTexts()).toEqual([expect.stringContaining('story.pdf')]);

    await chooseFiles('Images', [pdf('cover.pdf')]);
    await page
      .getByRole('group', { name: 'Images' })
      .getByText('cover.pdf is not a JPEG, PNG, GIF or WebP image (.jpg, .jpeg, .png, .gif, .webp).')
      .waitFor();
  });

  it('shows beside the field the server’s refusal of a file that is not what its name says, keeping the form', async () => {
    await chooseFiles('Documents', [
      { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') },
    ]);
    await page.getByRole('textbox', { name: 'Title' }).fill('The lighthouse');
    await page.getByText('I accept the terms and conditions').click();
    await page.getByRole('button', { name: 'Submit the contribution' }).click();
    await documents().getByText('"fake.pdf" is not a Word (.doc, .docx) or PDF document').waitFor();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('The lighthouse');
    expect(await listed().allInnerTexts()).toEqual([
      expect.stringContaining('story.pdf'),
      expect.stringContaining('fake.pdf'),
    ]);
    // As it was before: the next steps choose their files and tick the terms themselves.
    await documents().getByRole('button', { name: 'Remove fake.pdf' }).click();
    await page.getByText('I accept the terms and conditions').click();
  });

  it('lets a chosen file be removed before sending, and a long name wraps on a phone', async () => {
    const longName = 'anthology-submission-final-version-with-the-corrections-from-the-workshop.pdf';
    await chooseFiles('Documents', [pdf('draft.pdf'), pdf(longName)]);
    await listed().filter({ hasText: 'draft.pdf' }).waitFor();
    violations.push(...(await checkPage(page, 'student-contribution-files-chosen')));

    await documents().getByRole('button', { name: 'Remove draft.pdf' }).click();
    await documents()
      .getByRole('button', { name: `Remove ${longName}` })
      .click();
    await expect.poll(() => listed().count()).toBe(1);
    // The removed files are nowhere in the page any more, and nothing else went.
    expect(await documents().getByText('draft.pdf').count()).toBe(0);
    await listed().filter({ hasText: 'story.pdf' }).waitFor();
  });

  it('shows each file’s own progress while the form is sent, then opens the contribution', async () => {
    await chooseFiles('Documents', [pdf('appendix.pdf', 120)]);
    await page.getByRole('textbox', { name: 'Title' }).fill('The lighthouse');
    await page.getByText('I accept the terms and conditions').click();

    // A slow connection, so the files are seen on their way: story.pdf is sent before appendix.pdf starts.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 96 * 1024,
    });
    await page.getByRole('button', { name: 'Submit the contribution' }).click();
    await page.waitForFunction(() => {
      const bars = Array.from(document.querySelectorAll('[role="progressbar"]'));
      const state = (name: string) =>
        bars.find((bar) => bar.textContent?.includes(name))?.getAttribute('aria-valuetext');
      return state('story.pdf') === 'Uploaded' && /^\d+%$/.test(state('appendix.pdf') ?? '');
    });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page.waitForURL(/\/student\/event\/contribution\/\d+\/detail\/\d+$/);
    await settled(page, 'The lighthouse');
    await page.getByRole('button', { name: 'Download story.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Download appendix.pdf' }).waitFor();
    expect(await page.getByText('draft.pdf').count()).toBe(0);
  });

  it('is refused by the server too: another type, or a file over the limit', async () => {
    const api = await apiAs(product.url, 'STUDENT');
    const attempt = (name: string, type: string, content: Buffer) => {
      const form = new FormData();
      form.set('title', 'Sent around the page');
      form.set('termsAccepted', 'true');
      form.append('documents', new Blob([new Uint8Array(content)], { type }), name);
      return api.upload(`/academic-events/${eventId}/contributions`, form);
    };
    await expect(attempt('notes.txt', 'text/plain', Buffer.from('notes'))).rejects.toThrow(/^4\d\d /);
    await expect(attempt('scan.pdf', 'application/pdf', pdfOf(300))).rejects.toThrow(/^413 /);
  });

  it('met no accessibility violation and no console error on any page', () => {
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
