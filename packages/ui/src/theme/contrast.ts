// WCAG 2.x contrast arithmetic: used at run time to pick a readable foreground for the organisation's brand
// colour, and by the tests that hold every theme's text/background pairs to AA.

/** An sRGB colour with 0–255 channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/i;

/** Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()`; alpha is ignored. Anything else is `null`. */
export function parseColor(color: string): Rgb | null {
  const value = color.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = RGB.exec(value);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map(Number);
    if ([r, g, b].every((channel) => channel !== undefined && channel <= 255)) {
      return { r: r as number, g: g as number, b: b as number };
    }
  }
  return null;
}

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

function toRgb(color: string | Rgb): Rgb {
  if (typeof color !== 'string') return color;
  const rgb = parseColor(color);
  if (!rgb) throw new TypeError(`Not a colour the contrast check can read: ${color}`);
  return rgb;
}

/** WCAG contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [lighter, darker] = [relativeLuminance(toRgb(a)), relativeLuminance(toRgb(b))].sort((x, y) => y - x);
  return ((lighter as number) + 0.05) / ((darker as number) + 0.05);
}

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/**
 * Black or white, whichever reads better on `background`; `null` when the colour cannot be read. The better of
 * the two always reaches at least 4.58:1, above AA for body text.
 */
export function readableForeground(background: string): typeof BLACK | typeof WHITE | null {
  const rgb = parseColor(background);
  if (!rgb) return null;
  return contrastRatio(rgb, BLACK) >= contrastRatio(rgb, WHITE) ? BLACK : WHITE;
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` moved `amount` (0–1) of the way toward `toward`, in sRGB, as `#rrggbb`. */
export function mixColors(color: string, toward: string, amount: number): string {
  const from = toRgb(color);
  const to = toRgb(toward);
  const channel = (a: number, b: number) => a + (b - a) * amount;
  return toHex({ r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b) });
}

/** Non-text contrast (WCAG 1.4.11) for focus rings, selection marks and control borders. */
export const NON_TEXT_CONTRAST = 3;

/**
 * The brand colour itself when it stands out 3:1 from every one of `surfaces`, otherwise the nearest tint or shade
 * of it that does; `null` when the colour cannot be read. Used for focus rings and selection marks, which must be
 * seen on the page whatever the organisation's colour.
 */
export function accessibleAccent(color: string, surfaces: readonly string[]): string | null {
  if (!parseColor(color)) return null;
  const standsOut = (candidate: string) =>
    surfaces.every((surface) => contrastRatio(candidate, surface) >= NON_TEXT_CONTRAST);
  if (standsOut(color)) return color;
  for (let step = 1; step <= 20; step += 1) {
    for (const toward of [BLACK, WHITE]) {
      const candidate = mixColors(color, toward, step / 20);
      if (standsOut(candidate)) return candidate;
    }
  }
  return null;
}
