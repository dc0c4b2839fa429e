// The kit's focus ring on every control a story shows, in the page's colours and in forced colours (Windows' high
// contrast themes). The ring is an outline, which forced colours keep and paint in the system's colour; a ring
// drawn as a box-shadow, or the browser's own `auto` outline left in place, would vanish there or not be the kit's.
import type { Page } from 'playwright';

/** The ring the kit draws (`focusRing` in @herald/ui's styles/a11y.css.ts): a solid outline at least 2 px wide. */
const RING_MIN_WIDTH_PX = 2;

/**
 * In the page, with the keyboard as the last input (so focus is `:focus-visible`, as after Tab): focuses each control
 * a Tab can reach, those of portalled layers (an open popover) first so that leaving one for the page comes last,
 * and names each whose focus shows no kit ring. Runs in the browser, so it must be self-contained.
 */
function ringsMissing(page: Page, minWidth: number): Promise<string[]> {
  return page.evaluate((minWidth) => {
    const root = document.getElementById('storybook-root');
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
      ),
    ].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        // Radix's focus guards pass focus on; they are not controls.
        !element.hasAttribute('data-radix-focus-guard') &&
        element.closest('[inert], #storybook-docs') === null &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    const inLayer = (element: HTMLElement) => !root?.contains(element);
    const ordered = [...tabbable.filter(inLayer), ...tabbable.filter((element) => !inLayer(element))];
    const problems: string[] = [];
    for (const element of ordered) {
      if (!element.isConnected) continue;
      element.focus({ preventScroll: true });
      const labelledBy = element.getAttribute('aria-labelledby');
      const words =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : element.textContent) ??
        '';
      const name = `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${words.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      if (document.activeElement !== element) {
        problems.push(`${name} did not take focus`);
        continue;
      }
      const style = getComputedStyle(element);
      const width = Number.parseFloat(style.outlineWidth);
      if (!element.matches(':focus-visible')) problems.push(`${name}: its focus is not :focus-visible`);
      else if (style.outlineStyle !== 'solid' || width < minWidth)
        problems.push(`${name}: outline ${style.outlineStyle} ${width}px, not the kit's ring`);
    }
    if (ordered.length === 0) problems.push('the story shows no control to focus');
    return problems;
  }, minWidth);
}

/**
 * A story that asks for it (`parameters: { focusRings: true }`), once its play function has run: each control a
 * keyboard reaches shows the kit's ring when focused, in the page's colours and again in forced colours. Leaves the
 * page in its own colours.
 */
export async function missingFocusRings(page: Page, parameters: Record<string, unknown>): Promise<string[]> {
  if (parameters.focusRings !== true) return [];
  // A key press makes the keyboard the last input, as Tab would; Shift alone moves nothing.
  await page.keyboard.press('Shift');
  await page.emulateMedia({ forcedColors: 'active' });
  let problems: string[];
  try {
    problems = (await ringsMissing(page, RING_MIN_WIDTH_PX)).map((problem) => `[forced colours] ${problem}`);
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
  return [...(await ringsMissing(page, RING_MIN_WIDTH_PX)), ...problems].map(
    (problem) => `[focus ring] ${problem}`,
  );
}
