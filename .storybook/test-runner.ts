// The test-runner renders each story once with the toolbar's defaults (light, left to right) and runs its play
// function and axe. These hooks then render the same story again in every other variant the kit promises (dark,
// right to left), remounting it so its play function runs again, and fail the story on any play error, any axe
// violation, or a variant in which axe did not run at all. Each rendering (light, dark, right to left) is then
// photographed and compared with its committed baseline (visual-regression.ts).
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { checkVisual, FIXED_NOW } from './visual-regression.ts';
import { STORY_TIMEOUT_MS } from '../scripts/story-waits.js';
import { missingAccessibleNodes, type ExpectedAccessibleNode } from '../scripts/accessibility-tree.js';
import { missingFocusRings } from './focus-rings.ts';

/** The globals every story starts from; they match `initialGlobals` in preview.tsx. */
const DEFAULT_GLOBALS = { mode: 'light', direction: 'auto' };

/** The variants rendered after the default one. */
const VARIANTS = [
  { name: 'dark', globals: { mode: 'dark', direction: 'auto' } },
  { name: 'right-to-left', globals: { mode: 'light', direction: 'rtl' } },
] as const;

/** The page size stories render at unless they pick a Storybook viewport (desktop). */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Longest wait for a variant to render, play and be checked (scripts/story-waits.js). */
const VARIANT_TIMEOUT_MS = STORY_TIMEOUT_MS;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface VariantOutcome {
  /** A thrown play function, a render error, or a time-out. */
  error?: string;
  /** axe's violations; `null` when no axe report arrived. */
  violations: Violation[] | null;
}

/**
 * In the page: applies `globals`, waits for the re-render, then remounts the story so its play function and axe
 * run again, and reports what happened. Runs in the browser, so it must be self-contained.
 */
function renderVariant(
  page: Page,
  storyId: string,
  globals: Record<string, string>,
): Promise<VariantOutcome> {
  return page.evaluate(
    ({ storyId, globals, timeoutMs }) =>
      new Promise<VariantOutcome>((resolve) => {
        type Listener = (payload: unknown) => void;
        const channel = (
          globalThis as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: Listener): void;
              off(event: string, listener: Listener): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: Record<string, Listener> = {};
        let remounted = false;
        const finish = (outcome: VariantOutcome) => {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(outcome);
        };
        const timer = setTimeout(
          () => finish({ error: `the story did not finish within ${timeoutMs} ms`, violations: null }),
          timeoutMs,
        );
        for (const event of [
          'playFunctionThrewException',
          'storyThrewException',
          'storyErrored',
          'unhandledErrorsWhilePlaying',
        ]) {
          listeners[event] = (payload) => {
            const detail = Array.isArray(payload) ? payload[0] : payload;
            const { message, description } = (detail ?? {}) as { message?: string; description?: string };
            finish({
              error: `${event}: ${message ?? description ?? JSON.stringify(detail)}`,
              violations: null,
            });
          };
        }
        listeners.storyFinished = (payload) => {
          const { storyId: finished, reporters } = payload as {
            storyId: string;
            reporters: Array<{ type: string; result?: { violations?: unknown[] } }>;
          };
          if (finished !== storyId) return;
          if (!remounted) {
            // The globals re-render does not replay the story; a remount runs its play function and axe afresh.
            remounted = true;
            channel.emit('forceRemount', { storyId });
            return;
          }
          const a11y = reporters.find((report) => report.type === 'a11y');
          const violations = a11y?.result?.violations as
            | Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }>
            | undefined;
          finish({
            violations: violations
              ? violations.map(({ id, impact, help, nodes }) => ({
                  id,
                  impact,
                  help,
                  targets: nodes.map((node) => node.target.join(' ')),
                }))
              : null,
          });
        };
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('updateGlobals', { globals });
      }),
    { storyId, globals, timeoutMs: VARIANT_TIMEOUT_MS },
  );
}

/** Puts the toolbar back to its defaults and waits for the story to settle, so the next story starts clean. */
function restoreDefaults(page: Page, storyId: string): Promise<void> {
  return page.evaluate(
    ({ storyId, globals, timeoutMs }) =>
      new Promise<void>((resolve) => {
        const channel = (
          globalThis as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (payload: { storyId: string }) => void): void;
              off(event: string, listener: (payload: { storyId: string }) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const done = () => {
          clearTimeout(timer);
          channel.off('storyFinished', onFinished);
          resolve();
        };
        const onFinished = (payload: { storyId: string }) => {
          if (payload.storyId === storyId) done();
        };
        const timer = setTimeout(done, timeoutMs);
        channel.on('storyFinished', onFinished);
        channel.emit('updateGlobals', { globals });
      }),
    { storyId, globals: DEFAULT_GLOBALS, timeoutMs: VARIANT_TIMEOUT_MS },
  );
}

/** The viewport a story asks for through Storybook's viewport toolbar, or the desktop default. */
function viewportOf(globals: Record<string, unknown> | undefined) {
  const chosen = (globals?.viewport as { value?: string } | undefined)?.value;
  const size = chosen ? MINIMAL_VIEWPORTS[chosen as keyof typeof MINIMAL_VIEWPORTS]?.styles : undefined;
  if (!size) return DEFAULT_VIEWPORT;
  return { width: Number.parseInt(String(size.width), 10), height: Number.parseInt(String(size.height), 10) };
}

/** The globals a story sets for itself (`globals: { … }` in its annotations). */
function storyGlobalsOf(story: object): Record<string, unknown> | undefined {
  return (story as { storyGlobals?: Record<string, unknown> }).storyGlobals;
}

/**
 * A notification center story that lays the center out in a direction of its own on purpose (a `direction` or
 * `language` given to it): `parameters: { ownDirection: '…why' }`. Every other one must mirror under rtl.
 */
function ownDirection(parameters: Record<string, unknown>): boolean {
  return typeof parameters.ownDirection === 'string' && parameters.ownDirection.length > 0;
}

/**
 * How many of the story's notification centers (popovers included) are laid out left to right, and its elements
 * that set `dir="ltr"`: under the right-to-left toolbar none may be, as axe cannot tell.
 */
function leftToRightParts(page: Page): Promise<number> {
  return page.evaluate(() => {
    const centers = [...document.querySelectorAll('section[data-view]')].filter(
      (center) => getComputedStyle(center).direction !== 'rtl',
    );
    return centers.length + document.querySelectorAll('#storybook-root [dir="ltr"]').length;
  });
}

/**
 * The parts a screen reader must find in Chromium's accessibility tree once the story has played, in every variant:
 * `parameters: { accessibilityTree: [{ role: 'dialog', name: 'Notifications' }] }` (scripts/accessibility-tree.js).
 */
function expectedAccessibleNodes(parameters: Record<string, unknown>): ExpectedAccessibleNode[] {
  return (parameters.accessibilityTree as ExpectedAccessibleNode[] | undefined) ?? [];
}

/** A story's own opt-out of the visual check: `parameters: { visual: { disable: true, reason: '…' } }`. */
function visualDisabled(parameters: Record<string, unknown>): boolean {
  return (parameters.visual as { disable?: boolean } | undefined)?.disable === true;
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    // Date.now and new Date() answer one fixed moment (timers keep running), so relative times and today's date
    // in a story look the same on every run.
    await page.clock.setFixedTime(FIXED_NOW);
    const story = await getStoryContext(page, context);
    await page.setViewportSize(viewportOf(storyGlobalsOf(story)));
  },

  async postVisit(page, context) {
    // A story that already failed in its default rendering is reported as it is.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const story = await getStoryContext(page, context);
    // The runner may resize the page between its own visit and this hook, so the story's size is set again.
    await page.setViewportSize(viewportOf(storyGlobalsOf(story)));
    const a11y = story.parameters.a11y as { test?: string; disable?: boolean } | undefined;
    const axeExpected = a11y?.disable !== true && a11y?.test !== 'off';
    const photograph = !visualDisabled(story.parameters);
    const failures: string[] = [];
    const accessible = expectedAccessibleNodes(story.parameters);
    for (const missing of await missingAccessibleNodes(page, accessible)) {
      failures.push(`[light] not in the accessibility tree: ${missing}`);
    }
    if (photograph) {
      const visual = await checkVisual(page, context.id, 'light');
      if (visual) failures.push(visual);
    }
    // After the photograph: the check moves focus, and each variant below remounts the story.
    failures.push(...(await missingFocusRings(page, story.parameters)));
    for (const variant of VARIANTS) {
      const outcome = await renderVariant(page, context.id, variant.globals);
      if (!outcome.error) {
        for (const missing of await missingAccessibleNodes(page, accessible)) {
          failures.push(`[${variant.name}] not in the accessibility tree: ${missing}`);
        }
      }
      if (!outcome.error && photograph) {
        const visual = await checkVisual(page, context.id, variant.name);
        if (visual) failures.push(visual);
      }
      const mirrors =
        variant.globals.direction === 'rtl' &&
        context.title.startsWith('Notification center/') &&
        !ownDirection(story.parameters);
      const leftToRight = !outcome.error && mirrors ? await leftToRightParts(page) : 0;
      if (leftToRight > 0) {
        failures.push(
          `[${variant.name}] ${leftToRight} part(s) of the notification center laid out left to right`,
        );
      }
      if (outcome.error) {
        failures.push(`[${variant.name}] ${outcome.error}`);
      } else if (axeExpected && outcome.violations === null) {
        failures.push(`[${variant.name}] axe did not run`);
      } else if (axeExpected && a11y?.test === 'error') {
        for (const violation of outcome.violations ?? []) {
          failures.push(
            `[${variant.name}] axe ${violation.id} (${violation.impact}): ${violation.help}\n    at ${violation.targets.join('\n    at ')}`,
          );
        }
      }
    }
    await restoreDefaults(page, context.id);
    await page.setViewportSize(DEFAULT_VIEWPORT);
    if (failures.length > 0) {
      throw new Error(
        `${context.title} › ${context.name} failed in a variant or changed visually:\n${failures.join('\n')}`,
      );
    }
  },
};

export default config;
