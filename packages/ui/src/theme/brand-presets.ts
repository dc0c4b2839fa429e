import type { Brand } from './brand.js';

/**
 * Sample organisations, far apart in hue and lightness, used by the documentation's brand picker and by the
 * contrast tests: a kit that reads well under all of them reads well under most.
 */
export const BRAND_PRESETS = {
  /** Herald's own look: the pink-to-orange primary gradient, no brand override. */
  herald: {},
  /** A dark navy, with a serif font. */
  navy: { color: '#1e3a8a', fontFamily: 'Georgia, "Times New Roman", serif' },
  /** A light gold that needs dark text. */
  gold: { color: '#fcd34d' },
  /** A mid-tone teal, close to the point where white and black text read equally. */
  teal: { color: '#0d9488', fontFamily: '"Trebuchet MS", "Segoe UI", sans-serif' },
  /** An organisation written right to left. */
  crimsonRtl: { color: '#b91c1c', direction: 'rtl' },
} as const satisfies Record<string, Brand>;

export type BrandPresetName = keyof typeof BRAND_PRESETS;
