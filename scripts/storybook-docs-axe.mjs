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

// Docs pages with stories in frames of their own load the preview once per frame: slow on a busy machine.
const PAGE_TIMEOUT_MS = 60_000;

/** Resolves once the docs page has rendered and the stories on it have too. */
async function openDocs(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
  await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: PAGE_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: PAGE_TIMEOUT_MS });
  // Every story on the page has rendered (its lazy chunks have arrived once the network is idle), and fonts are in.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('#storybook-docs .docs-story')).every(
        (story) => !story.querySelector('.sb-loader, [data-is-loading="true"]'),
      ),
    null,
    { timeout: PAGE_TIMEOUT_MS },
  );
  await page.evaluate(() => document.fonts.ready);
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
    for (const entry of docs) {
      for (const mode of DOCS_MODES) {
        const title = `${entry.title} › Docs [${mode.name}]`;
        const errors = [];
        const onError = (error) => errors.push(error.message);
        page.on('pageerror', onError);
        let failure;
        try {
          await openDocs(page, `${url}/iframe.html?id=${entry.id}&viewMode=docs&globals=${mode.globals}`);
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
