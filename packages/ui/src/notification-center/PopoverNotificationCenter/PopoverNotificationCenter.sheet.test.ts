// @vitest-environment node
// Under 480 px of viewport width the popover center is a full-width sheet whose list fills the height below the
// bell; wider, it keeps SPEC §9's 420 × 400 px. Layout needs a real browser: the page is built and opened in
// Chromium at both widths.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIZES } from '@herald/protocol';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import * as esbuild from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../../../scripts/chromium.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let browser: Browser;
let html = '';

beforeAll(async () => {
  const built = await esbuild.build({
    entryPoints: [path.join(here, 'sheet-fixture.tsx')],
    bundle: true,
    write: false,
    outdir: path.join(here, 'out'),
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [vanillaExtractPlugin()],
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
  await page.setContent(html);
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
