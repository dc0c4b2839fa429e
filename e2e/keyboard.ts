// A person at the keyboard: Tab to a control, type into it as they would, press keys. No `fill`, no clicks.
import type { Locator, Page } from 'playwright-core';

/** How many Tab presses a form of the app needs at most to reach any control (menus, header and fields). */
const TAB_LIMIT = 80;

/** Presses Tab (Shift+Tab with `backwards`) until focus is on or inside `target`. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${TAB_LIMIT} Tab presses never reached ${target.toString()}`);
}

/** Tabs to a text field, selects what it holds and types `text` in its place. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Tabs to the first segment of a date (and time) field and types its digits as a person does, segment after
 * segment: React Aria moves on by itself when a segment is full (`15032027` for 15/03/2027 in en-GB).
 */
export async function typeDate(page: Page, group: Locator, digits: string) {
  const first = group.getByRole('spinbutton').first();
  await tabTo(page, first);
  await page.keyboard.type(digits);
}

/** Opens a kit Select from the keyboard and picks `option` by typing its first letters, then Enter. */
export async function pick(page: Page, trigger: Locator, option: string) {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await listbox.getByRole('option', { name: option, exact: true }).waitFor();
  for (let presses = 0; presses < 30; presses += 1) {
    const focused = await listbox
      .getByRole('option', { name: option, exact: true })
      .evaluate((element) =>
        element.matches(':focus, [data-focused="true"], [aria-selected="true"]:focus-within'),
      );
    if (focused) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/** Tabs to a button and presses Enter on it. */
export async function press(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}
