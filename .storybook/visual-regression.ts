// The visual regression check of the Storybook test run: every story is photographed in light, dark and right to
// left and compared, pixel by pixel, with the baseline committed in .storybook/visual-baselines/
// (`<story id>.<mode>.png`). The picture is clipped to what the story draws (its content and anything it opened in
// a portal, plus a margin), so the baselines stay small.
//
// A pixel counts as changed when pixelmatch finds it beyond its colour threshold (0.1, its default) and not an
// anti-aliased edge pixel (pixelmatch detects and skips those): one changed pixel fails the story and writes the
// expected, actual and diff pictures to reports/visual/.
//
// VISUAL=update writes a baseline wherever the picture changed (`npm run visual:update`); VISUAL=skip takes no
// pictures. A missing baseline fails under CI=true and is written, with a message, otherwise.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright';

/** Stories run from the repository's root (scripts/storybook-test.mjs). */
const ROOT = process.cwd();
export const BASELINE_DIR = path.join(ROOT, '.storybook', 'visual-baselines');
export const DIFF_DIR = path.join(ROOT, 'reports', 'visual');
/** The Chromium version that took the baselines: another version may draw text or shadows a pixel apart. */
const BROWSER_FILE = path.join(BASELINE_DIR, 'browser.txt');

/** pixelmatch's colour threshold (0 to 1) below which two pixels are the same; anti-aliasing is skipped apart. */
export const PIXEL_THRESHOLD = 0.1;

/** Room around the story's content, for focus rings and shadows. */
const MARGIN_PX = 16;

/** Waits before each further picture while two pictures in a row differ (as Playwright's own snapshots do). */
const STABLE_RETRY_DELAYS_MS = [0, 100, 250, 500, 1000, 1000];

/**
 * The fixed "now" of every story, so that relative times and today's date stay put: the fixtures' `FIXED_NOW`
 * (packages/notification-center/src/fixtures.ts), in the UTC time zone the browser context is given.
 */
export const FIXED_NOW = new Date('2026-03-06T12:00:00.000Z');

export type VisualMode = 'update' | 'skip' | 'check';

export function visualMode(): VisualMode {
  const mode = process.env.VISUAL ?? 'check';
  if (mode !== 'update' && mode !== 'skip' && mode !== 'check') {
    throw new Error(`VISUAL must be check, update or skip, not "${mode}"`);
  }
  return mode;
}

const isCI = () => Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Waits until the page has not changed for `QUIET_MS` (at most `QUIET_MAX_MS`): late answers, counts, closings. */
const QUIET_MS = 250;
const QUIET_MAX_MS = 3000;

/** Waits until the DOM is quiet, fonts and images are in and two frames have been drawn. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const cap = setTimeout(done, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      }),
    { quietMs: QUIET_MS, maxMs: QUIET_MAX_MS },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => image.decode().catch(() => undefined)),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * In the page: the rectangle, in document coordinates, that holds everything the story draws (text, and boxes that
 * paint something: a background, border, shadow, outline or image; not the layout wrappers around them) inside
 * the canvas (`[data-story-canvas]`, set by preview.tsx) and whatever it rendered elsewhere (popovers, dialogs,
 * menus), each cut by the scroll containers around it, widened by `margin` and kept inside the document.
 * Runs in the browser, so it must be self-contained.
 */
function clipOf(page: Page, margin: number): Promise<Clip | null> {
  return page.evaluate((margin) => {
    const viewport = {
      left: 0,
      top: 0,
      right: window.innerWidth,
      bottom: window.innerHeight,
    };
    let box: {
      left: number;
      top: number;
      right: number;
      bottom: number;
    } | null = null;
    type Bounds = typeof viewport | null;
    const add = (rect: DOMRect, limit: Bounds) => {
      if (rect.width <= 0 || rect.height <= 0) return;
      const left = Math.max(rect.left, limit?.left ?? -Infinity);
      const top = Math.max(rect.top, limit?.top ?? -Infinity);
      const right = Math.min(rect.right, limit?.right ?? Infinity);
      const bottom = Math.min(rect.bottom, limit?.bottom ?? Infinity);
      if (right <= left || bottom <= top) return;
      box = box
        ? {
            left: Math.min(box.left, left),
            top: Math.min(box.top, top),
            right: Math.max(box.right, right),
            bottom: Math.max(box.bottom, bottom),
          }
        : { left, top, right, bottom };
    };
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    /** Whether the element paints a box of its own (a layout wrapper with nothing drawn does not). */
    const paints = (element: Element, style: CSSStyleDeclaration) =>
      [
        'IMG',
        'SVG',
        'svg',
        'CANVAS',
        'VIDEO',
        'INPUT',
        'TEXTAREA',
        'SELECT',
        'PROGRESS',
        'METER',
        'HR',
      ].includes(element.tagName) ||
      !transparent(style.backgroundColor) ||
      style.backgroundImage !== 'none' ||
      style.boxShadow !== 'none' ||
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
      );
    const visit = (element: Element, bounds: Bounds) => {
      const style = getComputedStyle(element);
      if (style.display === 'none') return;
      // A fixed element leaves its containers' scrolling behind and is cut by the viewport only.
      let limit = style.position === 'fixed' ? viewport : bounds;
      const rect = element.getBoundingClientRect();
      // Visually hidden text (live regions, screen-reader labels) draws nothing, and live regions come and go.
      if (
        style.opacity === '0' ||
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)' ||
        ((rect.width <= 1 || rect.height <= 1) &&
          (style.overflowX !== 'visible' || style.overflowY !== 'visible'))
      ) {
        return;
      }
      const shown = style.visibility !== 'hidden';
      if (shown && paints(element, style)) add(rect, limit);
      if (element instanceof SVGElement) return;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        limit = {
          left: Math.max(rect.left, limit?.left ?? -Infinity),
          top: Math.max(rect.top, limit?.top ?? -Infinity),
          right: Math.min(rect.right, limit?.right ?? Infinity),
          bottom: Math.min(rect.bottom, limit?.bottom ?? Infinity),
        };
      }
      for (const node of Array.from(element.childNodes)) {
        if (node instanceof Element) {
          visit(node, limit);
        } else if (shown && node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects())) add(line, limit);
        }
      }
    };
    // The canvas and the elements around it (the story root, UIProvider's root) fill the page: they are walked
    // through, not measured. Portals land beside the canvas (UIProvider's root is their container) or in the body.
    const canvas = document.querySelector('[data-story-canvas]') ?? document.querySelector('#storybook-root');
    const walk = (element: Element) => {
      if (canvas && element.contains(canvas)) {
        for (const child of Array.from(element.children)) walk(child);
      } else {
        visit(element, null);
      }
    };
    for (const element of Array.from(document.body.children)) {
      // Storybook's own elements: the docs root, its loading and error screens.
      if (element.id.startsWith('storybook-') && element.id !== 'storybook-root') continue;
      if (Array.from(element.classList).some((name) => name.startsWith('sb-'))) continue;
      if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName)) continue;
      walk(element);
    }
    if (!box) return null;
    const found = box as {
      left: number;
      top: number;
      right: number;
      bottom: number;
    };
    const page = document.documentElement;
    const width = Math.max(page.scrollWidth, window.innerWidth);
    const height = Math.max(page.scrollHeight, window.innerHeight);
    const left = Math.max(0, Math.floor(found.left + window.scrollX - margin));
    const top = Math.max(0, Math.floor(found.top + window.scrollY - margin));
    const right = Math.min(width, Math.ceil(found.right + window.scrollX + margin));
    const bottom = Math.min(height, Math.ceil(found.bottom + window.scrollY + margin));
    return { x: left, y: top, width: right - left, height: bottom - top };
  }, margin);
}

/** One picture of the story, clipped to what it draws, with animations stopped and the caret hidden. */
async function photograph(page: Page): Promise<Buffer> {
  const clip = await clipOf(page, MARGIN_PX);
  const viewport = page.viewportSize();
  // A clip inside the viewport is taken as it is; only a taller or wider one needs the page beyond the viewport.
  const beyond =
    clip !== null &&
    viewport !== null &&
    (clip.x + clip.width > viewport.width || clip.y + clip.height > viewport.height);
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    fullPage: beyond || clip === null,
    ...(clip ? { clip } : {}),
  });
}

/**
 * Pictures until two in a row are the same, or one is the same as the baseline (the state it must end in, as
 * Playwright's snapshots accept); a story that never holds still is a failure, not a baseline.
 */
async function stablePicture(page: Page, baseline: Buffer | undefined): Promise<Buffer | null> {
  // The kit stops its endless animations (spinners, skeletons) under reduced motion; Playwright's stopping of
  // animations alone may still catch a compositor frame of a rotation. The page gets its usual motion back after.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    let previous: Buffer | null = null;
    for (const delay of STABLE_RETRY_DELAYS_MS) {
      if (delay > 0) await page.waitForTimeout(delay);
      await settle(page);
      const picture = await photograph(page);
      if (baseline && same(baseline, picture)) return picture;
      if (previous && previous.equals(picture)) return picture;
      previous = picture;
    }
    return null;
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

interface Comparison {
  changed: number;
  diff: PNG;
}

/** Compares two pictures; pictures of different sizes are laid on a canvas of the larger size first. */
function compare(expected: PNG, actual: PNG): Comparison {
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const pad = (image: PNG) => {
    if (image.width === width && image.height === height) return image.data;
    const padded = new PNG({ width, height });
    PNG.bitblt(image, padded, 0, 0, image.width, image.height, 0, 0);
    return padded.data;
  };
  const diff = new PNG({ width, height });
  const changed = pixelmatch(pad(expected), pad(actual), diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  return { changed, diff };
}

function sameSize(a: PNG, b: PNG) {
  return a.width === b.width && a.height === b.height;
}

/** Whether two pictures show the same pixels, to pixelmatch's threshold. */
function same(expected: Buffer, actual: Buffer): boolean {
  if (expected.equals(actual)) return true;
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  return sameSize(a, b) && compare(a, b).changed === 0;
}

/** The browser's version, and a note when the baselines were taken by another one. */
function browserNote(page: Page): { version: string; note: string } {
  const version = page.context().browser()?.version() ?? 'unknown';
  const recorded = existsSync(BROWSER_FILE) ? readFileSync(BROWSER_FILE, 'utf8').trim() : undefined;
  const note =
    recorded && recorded !== version
      ? ` (the baselines were taken with Chromium ${recorded}, this is ${version}: if only the browser changed, \`npm run visual:update\`)`
      : '';
  return { version, note };
}

function recordBrowser(version: string) {
  mkdirSync(BASELINE_DIR, { recursive: true });
  if (!existsSync(BROWSER_FILE) || readFileSync(BROWSER_FILE, 'utf8').trim() !== version) {
    writeFileSync(BROWSER_FILE, `${version}\n`);
  }
}

/**
 * Photographs the story as it is now and checks it against (or, with VISUAL=update, writes) its baseline.
 * Returns the failure to report, if any.
 */
export async function checkVisual(page: Page, storyId: string, mode: string): Promise<string | undefined> {
  const visual = visualMode();
  if (visual === 'skip') return undefined;
  const name = `${storyId}.${mode}`;
  const browser = browserNote(page);
  if (visual === 'update') recordBrowser(browser.version);
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  const known = existsSync(baselinePath) ? readFileSync(baselinePath) : undefined;
  const picture = await stablePicture(page, known);
  if (!picture) {
    return `[${mode}] the story did not hold still: two pictures in a row always differed (an animation, a clock or a late render?)`;
  }
  if (!known) {
    if (visual === 'check' && isCI()) {
      return `[${mode}] no visual baseline ${path.relative(ROOT, baselinePath)}: run \`npm run visual:update\` and commit it`;
    }
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baselinePath, picture);
    recordBrowser(browser.version);
    console.log(`Wrote the new visual baseline ${path.relative(ROOT, baselinePath)}`);
    return undefined;
  }
  const baseline = known;
  if (baseline.equals(picture)) return undefined;
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(picture);
  const { changed, diff } = compare(expected, actual);
  const resized = !sameSize(expected, actual);
  if (!resized && changed === 0) return undefined;
  if (visual === 'update') {
    writeFileSync(baselinePath, picture);
    console.log(`Updated the visual baseline ${path.relative(ROOT, baselinePath)}`);
    return undefined;
  }
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(path.join(DIFF_DIR, `${name}.expected.png`), baseline);
  writeFileSync(path.join(DIFF_DIR, `${name}.actual.png`), picture);
  writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  const size = resized
    ? `, and its size changed from ${expected.width}×${expected.height} to ${actual.width}×${actual.height} px`
    : '';
  return `[${mode}] ${changed} pixel${changed === 1 ? '' : 's'} changed against ${path.relative(ROOT, baselinePath)}${size}: see ${path.relative(ROOT, path.join(DIFF_DIR, `${name}.diff.png`))} (\`npm run visual:update\` accepts the change)${browser.note}`;
}
