import type { Direction } from '../i18n/direction.js';
import { BLACK, WHITE, readableForeground } from './contrast.js';
import { vars } from './theme.css.js';

/** An organisation's identity, applied at run time on the provider root. */
export interface Brand {
  /** Marks primary actions, focus and selection. Hex (`#be185d`) or `rgb()`, so a readable foreground can be derived. */
  color?: string;
  /** A font stack; the system stack otherwise. */
  fontFamily?: string;
  /** The organisation's writing direction, used when the provider is not given one. */
  direction?: Direction;
}

/** The inline CSS variables that apply `brand` over the active theme; empty when there is no brand. */
export function brandVars(brand: Brand | undefined): Record<string, string> {
  const assigned: Record<string, string> = {};
  if (brand?.color) {
    const foreground = readableForeground(brand.color);
    if (foreground) {
      assigned[vars.color.brand] = brand.color;
      assigned[vars.color.brandForeground] = foreground;
      assigned[vars.color.focus] = brand.color;
      // The organisation's colour takes over primary actions from Herald's default gradient.
      assigned[vars.button.primary.background] = brand.color;
      // Hover moves away from the text colour, so contrast only grows.
      assigned[vars.button.primary.backgroundHover] =
        `color-mix(in srgb, ${brand.color} 85%, ${foreground === WHITE ? BLACK : WHITE})`;
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
