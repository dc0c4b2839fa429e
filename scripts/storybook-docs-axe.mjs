// The test-runner checks stories, not documentation pages; this sweep opens every docs page of a served Storybook
// build in light, dark and right to left, runs axe on it at WCAG 2.2 AA (axe-options.js), and writes a Jest-shaped report
// (one test per page and mode) that `npm test` sums with the others.
/* global document, window -- the functions given to page.evaluate run in the page */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { AXE_DOCS_RUN_OPTIONS } from './axe-options.js';
import { chromiumLaunchOptions } from './chromium.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The modes every docs page is checked in; the globals match the toolbar's (preview.tsx). */
export const DOCS_MODES = [
  { name: 'light', globals: 'mode:light;direction:auto' },
  { name: 'dark', globals: 'mode:dark;direction:auto' },
  { name: 'right-to-left', globals: 'mode:light;direction:rtl' },
];

// The preview is loaded once per mode and each docs page is then shown through Storybook's channel, as the manager
// does, instead of loading the preview again for each of the 162 pages (10 min → 4.5 min on 2 cores).
const PAGE_TIMEOUT_MS = 60_000;
/** How long no request may be in flight before a page counts as loaded, as Playwright's `networkidle` does. */
const QUIET_MS = 500;

/** Resolves once the docs page in `page` has rendered and the stories on it have too. */
async function settled(page) {
  await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: PAGE_TIMEOUT_MS });
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('#storybook-docs .docs-story')).every(
        (story) => !story.querySelector('.sb-loader, [data-is-loading="true"]'),
      ),
    null,
    { timeout: PAGE_TIMEOUT_MS },
  );
  await quiet(page);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Resolves once no request of `page` has been in flight for QUIET_MS: the chunks and data the stories load lazily
 * have arrived. (Playwright's `networkidle` only follows a navigation, and the preview navigates once per mode.)
 */
async function quiet(page) {
  const deadline = Date.now() + PAGE_TIMEOUT_MS;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight.get(page).size > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`requests still in flight after ${PAGE_TIMEOUT_MS / 1000} s`);
}

/** The requests each page has sent and not yet seen answered. */
const inFlight = new WeakMap();

function trackRequests(page) {
  const requests = new Set();
  inFlight.set(page, requests);
  page.on('request', (request) => requests.add(request));
  for (const event of ['requestfinished', 'requestfailed'])
    page.on(event, (request) => requests.delete(request));
}

/** Loads the preview on docs `id` with the mode's globals: the first page of each mode. */
async function openDocs(page, url, id, mode) {
  await page.goto(`${url}/iframe.html?id=${id}&viewMode=docs&globals=${mode.globals}`, {
    waitUntil: 'load',
    timeout: PAGE_TIMEOUT_MS,
  });
  await settled(page);
}

/** Shows docs `id` in the preview already loaded, as the Storybook manager does, without loading it again. */
async function switchDocs(page, id) {
  await page.evaluate(
    ({ id, timeoutMs }) =>
      new Promise((resolve, reject) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        const done = (error) => {
          clearTimeout(timer);
          channel.off('docsRendered', onRendered);
          if (error) reject(error);
          else resolve();
        };
        const onRendered = (rendered) => {
          if (rendered === id) done();
        };
        const timer = setTimeout(
          () => done(new Error(`${id} did not render within ${timeoutMs} ms`)),
          timeoutMs,
        );
        channel.on('docsRendered', onRendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    { id, timeoutMs: PAGE_TIMEOUT_MS },
  );
  await settled(page);
}

async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    // Storybook's own blocks (the props table and its object editor, the table of contents) are Storybook's to fix;
    // the kit's stories and the pages' own text are checked.
    const context = {
      include: ['#storybook-docs'],
      exclude: ['.docblock-argstable', '.sbdocs-toc', '.docblock-code-toggle'],
    };
    const { violations } = await window.axe.run(context, options);
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_DOCS_RUN_OPTIONS);
}

/**
 * Checks the docs pages of the Storybook served at `url` whose id matches `filter` (a RegExp), writing the report
 * to `reportPath`. Answers whether every page passed in every mode.
 */
export async function checkDocsPages({ url, staticDir, reportPath, filter }) {
  const index = JSON.parse(readFileSync(`${staticDir}/index.json`, 'utf8'));
  const docs = Object.values(index.entries)
    .filter((entry) => entry.type === 'docs' && (!filter || filter.test(entry.id)))
    .sort((a, b) => a.id.localeCompare(b.id));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 720 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    trackRequests(page);
    // One preview per mode: the globals are set by the first URL, then each docs page is shown in turn.
    for (const mode of DOCS_MODES) {
      let loaded = false;
      for (const entry of docs) {
        const title = `${entry.title} › Docs [${mode.name}]`;
        const errors = [];
        const onError = (error) => errors.push(error.message);
        page.on('pageerror', onError);
        let failure;
        try {
          if (loaded) await switchDocs(page, entry.id);
          else await openDocs(page, url, entry.id, mode);
          loaded = true;
          const violations = await axeViolations(page);
          const problems = [
            ...errors.map((message) => `page error: ${message}`),
            ...violations.map(
              (violation) =>
                `axe ${violation.id} (${violation.impact}): ${violation.help}\n    at ${violation.targets.join('\n    at ')}`,
            ),
          ];
          if (problems.length > 0) failure = problems.join('\n');
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
          // A preview that failed once is loaded afresh for the next page.
          loaded = false;
        } finally {
          page.off('pageerror', onError);
        }
        results.push({ title, failure });
        console.log(
          `${failure ? '✕' : '✓'} ${title}${failure ? `\n  ${failure.replaceAll('\n', '\n  ')}` : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const failed = results.filter((result) => result.failure);
  writeFileSync(
    reportPath,
    `${JSON.stringify(
      {
        numPassedTests: results.length - failed.length,
        numFailedTests: failed.length,
        numTotalTests: results.length,
        success: failed.length === 0,
        testResults: results.map(({ title, failure }) => ({
          title,
          status: failure ? 'failed' : 'passed',
          failureMessages: failure ? [failure] : [],
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `Docs pages: ${results.length - failed.length} passed, ${failed.length} failed (${docs.length} pages × ${DOCS_MODES.length} modes)`,
  );
  return failed.length === 0;
}
