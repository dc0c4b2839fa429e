// @vitest-environment node
// The kit must look the same on any host page and must not restyle the host: rendered in Chromium next to an
// aggressive global stylesheet, components keep their computed look, and the shipped CSS has only class-scoped
// rules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A host page's reset and opinions, aimed at the elements components are made of. */
const HOSTILE_STYLESHEET = `
  * { margin: 9px; padding: 7px; box-sizing: content-box; font-family: "Comic Sans MS", cursive;
      line-height: 3; letter-spacing: 2px; text-transform: uppercase; }
  body { background: rgb(0, 128, 0); color: rgb(255, 0, 0); font-size: 30px; }
  button { background: rgb(255, 255, 0); color: rgb(0, 0, 255); border: 5px dashed rgb(128, 0, 128);
           border-radius: 0; padding: 25px; font-size: 40px; font-weight: 100; box-shadow: 0 0 0 4px red; }
  a { color: rgb(0, 255, 0); text-decoration: overline; font-weight: 900; }
  h1, h2, h3 { font-size: 60px; margin: 40px; color: rgb(128, 0, 128); font-weight: 100; }
  p, span, li, ol, ul, nav, div { color: rgb(255, 0, 255); }
`;

/** What makes up a component's look. */
const LOOK = [
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'padding-top',
  'padding-inline-start',
  'margin-top',
  'margin-inline-start',
  'box-shadow',
  // Height, not width: block components fill whatever width the host's own layout gives them.
  'height',
];

/** The elements compared: each component's own box, found by role or by a marker on the sample. */
const PARTS: Record<string, string> = {
  heading: '[data-part="heading"]',
  text: '[data-part="text"]',
  button: '[data-part="button"]',
  'secondary button': '[data-part="secondary-button"]',
  'icon button': '[data-part="icon-button"]',
  badge: '[data-part="badge"]',
  card: '[data-part="card"]',
  tab: '[data-part="tab"]',
  'breadcrumb link': 'nav[aria-label="Breadcrumbs"] a',
  'current page in pagination': 'nav[aria-label="Pagination"] button[aria-current="page"]',
};

let browser: Browser;
let page: Page;
let script = '';
let stylesheet = '';

beforeAll(async () => {
  // The same compilation tsup runs for dist/index.css (vanilla-extract's esbuild plugin), plus React for the page.
  const built = await esbuild.build({
    entryPoints: [path.join(here, 'isolation-fixture.tsx')],
    bundle: true,
    write: false,
    outdir: path.join(here, 'out'),
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [vanillaExtractPlugin()],
    logLevel: 'silent',
  });
  for (const file of built.outputFiles) {
    if (file.path.endsWith('.js')) script = file.text;
    if (file.path.endsWith('.css')) stylesheet = file.text;
  }
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function lookOfParts(hostile: boolean): Promise<Record<string, Record<string, string>>> {
  await page.setContent(
    `<!doctype html><html><head><style>${stylesheet}</style>${hostile ? `<style>${HOSTILE_STYLESHEET}</style>` : ''}</head><body><div id="app"></div></body></html>`,
  );
  await page.addScriptTag({ content: script });
  await page.waitForSelector('[data-part="root"]');
  return page.evaluate(
    ({ parts, look }) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, selector]) => {
          const element = document.querySelector(selector);
          if (!element) return [name, { missing: selector }];
          const style = getComputedStyle(element);
          return [
            name,
            Object.fromEntries(look.map((property) => [property, style.getPropertyValue(property)])),
          ];
        }),
      ),
    { parts: PARTS, look: LOOK },
  );
}

describe('isolation from the host page', () => {
  it('keeps every component looking the same under an aggressive global stylesheet', async () => {
    const clean = await lookOfParts(false);
    const hostile = await lookOfParts(true);
    expect(Object.keys(clean)).toHaveLength(Object.keys(PARTS).length);
    expect(hostile).toEqual(clean);
    // The sample really is styled: the primary button carries the theme's gradient.
    expect(clean.button?.['background-image']).toContain('linear-gradient');
  });

  it('ships only rules scoped to its own classes: none for *, html, body or bare elements', async () => {
    await page.setContent(
      `<!doctype html><html><head><style>${stylesheet}</style></head><body></body></html>`,
    );
    const { selectors, unscoped } = await page.evaluate(() => {
      const all: string[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) all.push(...rule.selectorText.split(','));
          else if ('cssRules' in rule && !(rule instanceof CSSKeyframesRule))
            visit((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
      const isScoped = (selector: string) =>
        /\.[_a-zA-Z][\w-]*/.test(selector) && !/(^|[\s>+~(])(html|body|:root)\b/.test(selector.trim());
      return { selectors: all.length, unscoped: all.filter((selector) => !isScoped(selector)) };
    });
    expect(selectors).toBeGreaterThan(100);
    expect(unscoped).toEqual([]);
  });
});
