// @vitest-environment node
// A message's markup as Chromium's own HTML Sanitizer API puts it in the page, beside DOMPurify's fallback, for the
// project's stored-XSS corpus wrapped as a message would carry it: nothing runs, the two write the same markup, and
// under an enforcing Trusted Types policy the browser's own way needs no policy and reports nothing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGE_CONTENT_TAGS } from '@herald/notification-protocol';
import * as esbuild from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.js';
import { CORPUS, SCRIPT_LINK } from '../../../../e2e/xss-corpus.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let browser: Browser;
let script = '';

/** The corpus as the XSS walk stores it. */
const HOSTILE = CORPUS.map((html) => `<b>${html}</b> ${html} <a href="${SCRIPT_LINK}">corpus-link</a>`);
/** Markup a message carries, and what a row shows of it. */
const ORDINARY: [string, string][] = [
  [
    '<b>Event #1</b> has a <i>new</i> comment<br>from <em>Ada</em>',
    '<b>Event #1</b> has a <i>new</i> comment<br>from <em>Ada</em>',
  ],
  [
    '<div>block <span style="color:red">text</span></div> and <p title="x">a <u>paragraph</u></p>',
    'block <span>text</span> and a <u>paragraph</u>',
  ],
  ['plain &amp; simple &lt;not a tag&gt;', 'plain &amp; simple &lt;not a tag&gt;'],
];
const MESSAGES = [...HOSTILE, ...ORDINARY.map(([html]) => html)];

beforeAll(async () => {
  const built = await esbuild.build({
    entryPoints: [path.join(here, 'sanitize-fixture.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
  });
  script = built.outputFiles[0]!.text.replaceAll('</script', '<\\/script');
  browser = await chromium.launch(chromiumLaunchOptions);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A page with the fixture; `hit(n)` records a payload that ran, and every CSP report is kept. */
async function fixturePage(csp?: string): Promise<{ page: Page; ran: () => Promise<unknown[]> }> {
  const page = await browser.newPage();
  const meta = csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : '';
  await page.setContent(
    `<!doctype html><html><head>${meta}<script>window.hits=[];window.reports=[];window.hit=(n)=>hits.push(n);` +
      `document.addEventListener('securitypolicyviolation',(e)=>reports.push(e.violatedDirective))</script>` +
      `<script>${script}</script></head><body></body></html>`,
  );
  return { page, ran: () => page.evaluate(() => (window as unknown as { hits: unknown[] }).hits) };
}

type Fixture = Window & {
  nativeSanitizer: boolean;
  writeNatively(html: string): string;
  writeWithFallback(html: string): string;
  reports: string[];
};

describe('a message’s markup in Chromium', () => {
  it('is put in by the browser’s own sanitiser as allow-listed phrasing alone, and nothing of the corpus runs', async () => {
    const { page, ran } = await fixturePage();
    expect(await page.evaluate(() => (window as unknown as Fixture).nativeSanitizer)).toBe(true);
    for (const message of MESSAGES) {
      const written = await page.evaluate(
        (html) => (window as unknown as Fixture).writeNatively(html),
        message,
      );
      for (const [, tag, attributes] of written.matchAll(/<([a-z][\w-]*)([^>]*)>/g)) {
        expect(MESSAGE_CONTENT_TAGS, message).toContain(tag);
        expect(attributes, message).toBe('');
      }
    }
    // Nothing ran while the markup was parsed and written; with no attribute left, nothing can fire later.
    expect(await ran()).toEqual([]);
    await page.close();
  });

  it('shows of ordinary markup what DOMPurify’s fallback shows: the formatting, and the words of the elements not allowed', async () => {
    const { page } = await fixturePage();
    for (const [html, shown] of ORDINARY) {
      const [native, fallback] = await page.evaluate(
        (value) => [
          (window as unknown as Fixture).writeNatively(value),
          (window as unknown as Fixture).writeWithFallback(value),
        ],
        html,
      );
      expect(native, html).toBe(shown);
      expect(fallback, html).toBe(shown);
    }
    await page.close();
  });

  it('needs no Trusted Types policy where the page enforces them, and sets off no report', async () => {
    const { page, ran } = await fixturePage("require-trusted-types-for 'script'; trusted-types 'none'");
    const written = await page.evaluate(
      (messages) => messages.map((html) => (window as unknown as Fixture).writeNatively(html)),
      MESSAGES,
    );
    expect(written.slice(HOSTILE.length)).toEqual(ORDINARY.map(([, shown]) => shown));
    expect(await page.evaluate(() => (window as unknown as Fixture).reports)).toEqual([]);
    expect(await ran()).toEqual([]);
    await page.close();
  });
});
