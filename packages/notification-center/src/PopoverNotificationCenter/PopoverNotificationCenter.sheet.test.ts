// @vitest-environment node
// Under 480 px of viewport width the popover center is a full-width sheet whose list fills the height below the
// bell; wider, it keeps docs/product.md §9's 420 × 400 px. Layout needs a real browser: the page is built and
// opened in Chromium at both widths.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIZES } from '@herald/notification-protocol';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLE_SOURCE_OPTIONS } from '../../../../scripts/build-modules.mjs';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let browser: Browser;
let html = '';

/** The page in a language, direction and colour mode: the fixture reads them from `<html>`. */
const pageIn = ({ lang = 'en', dir = 'ltr', mode = 'light' } = {}) =>
  html.replace('<html>', `<html lang="${lang}" dir="${dir}" data-mode="${mode}">`);

beforeAll(async () => {
  const built = await esbuild.build({
    entryPoints: [path.join(here, 'sheet-fixture.tsx')],
    bundle: true,
    write: false,
    outdir: path.join(here, 'out'),
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The design system from its sources, so its rules are compiled into the page's stylesheet with the center's.
    alias: { '@herald/ui': path.join(here, '../../../ui/src') },
    plugins: [vanillaExtractPlugin(STYLE_SOURCE_OPTIONS)],
    logLevel: 'silent',
  });
  const script = built.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
  const stylesheet = built.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
  html = `<!doctype html><html><head><style>body{margin:0}${stylesheet}</style></head><body><div id="app"></div><script>${script.replaceAll('</script', '<\\/script')}</script></body></html>`;
  browser = await chromium.launch(chromiumLaunchOptions);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens the center from the bell at the given viewport size and measures the parts. */
async function openedAt(width: number, height: number) {
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  await page.setContent(pageIn());
  const bell = page.getByRole('button', { name: 'Notifications, 4 unseen' });
  await bell.click();
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  // Measure the settled layout, not a frame of the opening animation.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  const box = async (selector: string) => {
    const rect = await page.locator(selector).first().boundingBox();
    if (!rect) throw new Error(`${selector} is not laid out`);
    return rect;
  };
  const sizes = {
    bell: (await bell.boundingBox())!,
    center: await box('section[aria-label="Notifications"]'),
    list: await box('[data-testid="feed"]'),
    footer: await box('section[aria-label="Notifications"] a'),
    rows: await page.getByRole('listitem').count(),
  };
  await page.close();
  return sizes;
}

describe('the popover center on small screens', () => {
  it('is a full-width sheet whose list fills the height below the bell under 480 px', async () => {
    const { bell, center, list, footer, rows } = await openedAt(375, 800);
    expect(center.x).toBe(0);
    expect(center.width).toBe(375);
    // From below the bell to the bottom of the screen.
    expect(center.y).toBeGreaterThanOrEqual(bell.y + bell.height);
    expect(Math.round(center.y + center.height)).toBe(800);
    // The list takes the height the header and footer leave: more than the desktop's 400 px here.
    expect(list.height).toBeGreaterThan(SIZES.listHeightPx);
    expect(Math.round(list.y + list.height)).toBeLessThanOrEqual(Math.round(footer.y));
    // Still virtualised: rows for the taller window, not all 100.
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThan(40);
  });

  it('keeps the 420 px center with its 400 px list on wider screens', async () => {
    const { center, list } = await openedAt(1024, 900);
    expect(center.width).toBe(SIZES.widgetWidthPx);
    expect(list.height).toBe(SIZES.listHeightPx);
  });
});

/** Each way a phone may show the center: both directions, light and dark. */
const PHONE_PAGES = [
  { lang: 'en', dir: 'ltr', mode: 'light' },
  { lang: 'en', dir: 'ltr', mode: 'dark' },
  { lang: 'ar', dir: 'rtl', mode: 'light' },
  { lang: 'ar', dir: 'rtl', mode: 'dark' },
  { lang: 'de', dir: 'ltr', mode: 'light' },
] as const;

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** What the page shows on a 320 × 568 phone: the bell's and its badge's boxes, whether the page scrolls sideways. */
async function phonePage(options: (typeof PHONE_PAGES)[number], open: boolean) {
  const page = await browser.newPage({ viewport: { width: 320, height: 568 }, reducedMotion: 'reduce' });
  await page.setContent(pageIn(options));
  const bell = page.getByRole('button', { expanded: false });
  await bell.waitFor();
  if (open) {
    await bell.click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('listitem').first().waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  }
  const measured = await page.evaluate(() => {
    const boxOf = (element: Element | null | undefined): Box | null => {
      if (!element) return null;
      const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
      return { name, left, right, top, bottom, width, height };
    };
    const heading = document.querySelector('[role="dialog"] h2');
    const header = heading?.parentElement;
    const trigger = document.querySelector('button[aria-haspopup="dialog"]');
    return {
      bell: boxOf(trigger),
      badge: boxOf(trigger?.querySelector('[aria-hidden="true"] > span')),
      header: header ? [heading, ...Array.from(header.querySelectorAll('button'))].map(boxOf) : [],
      focused: open ? boxOf(document.activeElement) : null,
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });
  await page.close();
  return measured;
}

/** The parts of `box` outside the 320 × 568 viewport, as `name: side`. */
const outside = (box: Box | null) =>
  box === null
    ? ['missing']
    : [
        box.left < 0 ? `${box.name}: left ${-box.left}` : '',
        box.right > 320 ? `${box.name}: right ${box.right - 320}` : '',
        box.top < 0 ? `${box.name}: top ${-box.top}` : '',
        box.bottom > 568 ? `${box.name}: bottom ${box.bottom - 568}` : '',
      ].filter(Boolean);

describe.each(PHONE_PAGES)('on a 320 px phone ($lang, $dir, $mode)', (options) => {
  it("fits the open center's header on the screen, focus on a control in view", async () => {
    const { header, focused, scrollWidth, clientWidth } = await phonePage(options, true);
    // The title, "Mark all as read" and the cog.
    expect(header).toHaveLength(3);
    expect(header.flatMap(outside)).toEqual([]);
    for (const control of header.slice(1)) {
      expect(control!.width).toBeGreaterThanOrEqual(24);
      expect(control!.height).toBeGreaterThanOrEqual(24);
    }
    expect(outside(focused)).toEqual([]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  it("keeps the bell's badge inside the bell against the screen's edge: the page never scrolls sideways", async () => {
    const { bell, badge, scrollWidth, clientWidth } = await phonePage(options, false);
    expect(outside(badge)).toEqual([]);
    expect(badge!.left).toBeGreaterThanOrEqual(bell!.left);
    expect(badge!.right).toBeLessThanOrEqual(bell!.right);
    expect(badge!.top).toBeGreaterThanOrEqual(bell!.top);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
