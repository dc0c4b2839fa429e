// What every journey shares: signing in, waiting for a page to settle, axe on it in light and dark, no sideways
// scrolling at 390 px, and its screenshots (light and dark, desktop and 390 px wide) written to docs/screenshots/.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { expect } from 'vitest';
import { AXE_RUN_OPTIONS } from '../scripts/axe-options.js';
import { repoRoot } from './harness.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const screenshotDir = path.join(repoRoot, 'docs', 'screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** A page whose console errors and uncaught exceptions are collected for the journey's last check. */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser logs every 4xx answer as a failed resource; the journeys provoke some on purpose (a taken
    // name, a wrong password) and check what the page shows instead.
    const refused = /^Failed to load resource: the server responded with a status of 4\d\d/.test(
      message.text(),
    );
    if (message.type() === 'error' && !refused) errors.push(message.text());
  });
  return { page, errors };
}

export async function signIn(
  page: Page,
  url: string,
  account: { email: string; password: string },
  door = '/',
) {
  await page.goto(`${url}${door}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until the page has its heading and nothing is loading. */
export async function settled(page: Page, heading: string | RegExp) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Nothing loading, and no menu or popover from the previous page still closing.
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], [data-radix-popper-content-wrapper]').length === 0,
  );
}

/**
 * Opens `url` and waits until the page's realtime socket has connected, as a person's page is live a moment after
 * it loads: what happens on the server before then reaches the bell's count (fetched on connect) but not an open
 * page's data.
 */
export async function gotoLive(page: Page, url: string) {
  const connected = new Promise<void>((resolve) => {
    const watch = (socket: WebSocket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        // socket.io's CONNECT acknowledgement of the default namespace.
        if (String(payload).startsWith('40')) {
          page.off('websocket', watch);
          resolve();
        }
      });
    };
    page.on('websocket', watch);
  });
  await page.goto(url);
  await connected;
}

/** Turns a kit Switch on or off by its label, as a person clicks it. */
export async function toggle(page: Page, name: string, on: boolean) {
  const control = page.getByRole('switch', { name });
  if ((await control.isChecked()) !== on) await page.locator('label', { has: control }).click();
  // A switch that saves at once shows its new state when the server has answered.
  await expect.poll(() => control.isChecked(), { timeout: 10_000 }).toBe(on);
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test driver, which the page's Content-Security-Policy (no inline scripts) leaves alone.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    return (await axe.run(document, options)).violations;
  }, AXE_RUN_OPTIONS);
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Whether the page is wider than the window, so a phone would scroll it sideways; answers a problem or nothing. */
async function sidewaysScroll(page: Page): Promise<string | undefined> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // Names the element that reaches furthest, so a failure says where to look.
    let widest = '';
    let reach = root.clientWidth;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right;
      if (right > reach) {
        reach = right;
        const classes = element.getAttribute('class')?.split(' ')[0];
        const text = (element.textContent ?? '').trim().slice(0, 40);
        widest = `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
  return scrollWidth <= clientWidth
    ? undefined
    : `scrolls sideways: ${scrollWidth} px of content in ${clientWidth} px (widest: ${widest})`;
}

/**
 * Checks the page with axe in light and dark, desktop and 390 px wide, that it does not scroll sideways at
 * 390 px, and writes its four screenshots. Answers the violations found, prefixed by the variant.
 */
export async function checkPage(page: Page, name: string): Promise<string[]> {
  mkdirSync(screenshotDir, { recursive: true });
  const found: string[] = [];
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.evaluate(() => document.fonts.ready);
      found.push(
        ...(await axeViolations(page)).map((violation) => `${name} ${colorScheme} ${size}: ${violation}`),
      );
      const sideways = size === 'mobile' ? await sidewaysScroll(page) : undefined;
      if (sideways) found.push(`${name} ${colorScheme} ${size}: ${sideways}`);
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${colorScheme}-${size}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Chooses an option of a kit Select: a button named by its value, then its label, that opens a listbox. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
