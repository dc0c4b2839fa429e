import type { Direction } from '../i18n/direction.js';
import { BLACK, WHITE, accessibleAccent, mixColors, readableForeground } from './contrast.js';
import { vars } from './contract.css.js';
import { darkTokens, lightTokens } from './tokens.js';

/** The colour modes a brand is applied in; `system` may show either theme. */
export type BrandMode = 'light' | 'dark' | 'system';

const surfacesOf = (mode: BrandMode): string[] => {
  const light = Object.values(lightTokens.color.surface);
  const dark = Object.values(darkTokens.color.surface);
  return mode === 'light' ? light : mode === 'dark' ? dark : [...light, ...dark];
};

/** An organisation's identity, applied at run time on the provider root. */
export interface Brand {
  /** Marks primary actions, focus and selection. Hex (`#be185d`) or `rgb()`, so a readable foreground can be derived. */
  color?: string;
  /** A font stack; the system stack otherwise. */
  fontFamily?: string;
  /** The organisation's writing direction, used when the provider is not given one. */
  direction?: Direction;
}

/**
 * The inline CSS variables that apply `brand` over the theme of `mode`; empty when there is no brand. Primary
 * buttons take the brand colour as it is, with a readable text colour; focus rings and selection marks take the
 * brand colour, or its nearest tint or shade that stands out 3:1 from the theme's surfaces.
 */
export function brandVars(brand: Brand | undefined, mode: BrandMode = 'light'): Record<string, string> {
  const assigned: Record<string, string> = {};
  if (brand?.color) {
    const foreground = readableForeground(brand.color);
    const accent = accessibleAccent(brand.color, surfacesOf(mode));
    if (foreground && accent) {
      assigned[vars.color.brand] = accent;
      assigned[vars.color.brandForeground] = readableForeground(accent) ?? foreground;
      assigned[vars.color.focus] = accent;
      // The organisation's colour takes over primary actions from Herald's default gradient.
      assigned[vars.button.primary.background] = brand.color;
      // Hover moves away from the text colour, so contrast only grows.
      assigned[vars.button.primary.backgroundHover] = mixColors(
        brand.color,
        foreground === WHITE ? BLACK : WHITE,
        0.15,
      );
      assigned[vars.button.primary.foreground] = foreground;
      assigned[vars.button.primary.border] = 'transparent';
    } else {
      console.warn(
        `@herald/ui: the brand colour "${brand.color}" is not hex or rgb(); the theme's colour is kept so text stays readable.`,
      );
    }
  }
  if (brand?.fontFamily) assigned[vars.font.family] = brand.fontFamily;
  return assigned;
}
