/** Writing directions. */
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

// Scripts written right to left; a locale's likely script comes from Intl, so `ar`, `he`, `fa`, `ur`,
// `ar-EG` or `az-Arab` all resolve without a hand-kept list of languages.
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/** The writing direction of a BCP 47 locale; `ltr` for a locale that cannot be read. */
export function directionOfLocale(locale: string): Direction {
  try {
    const { script } = new Intl.Locale(locale).maximize();
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
