import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Body sizes: 12, 14 and 16 px. */
export const TEXT_SIZES = ['xs', 'sm', 'md'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** Text colours; the status tones must come with a word or an icon, never colour alone. */
export const TEXT_TONES = ['primary', 'secondary', 'success', 'warning', 'danger', 'info'] as const;
export type TextTone = (typeof TEXT_TONES)[number];

export const TEXT_WEIGHTS = ['regular', 'medium', 'semibold'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

const size = Object.fromEntries(
  TEXT_SIZES.map((step) => [
    step,
    { fontSize: vars.font.size[step], lineHeight: vars.font.lineHeight[step] } satisfies StyleRule,
  ]),
) as Record<TextSize, StyleRule>;

export const text = recipe({
  base: { margin: 0, fontFamily: 'inherit' },
  variants: {
    size,
    tone: {
      primary: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      success: { color: vars.color.success.text },
      warning: { color: vars.color.warning.text },
      danger: { color: vars.color.danger.text },
      info: { color: vars.color.info.text },
    } satisfies Record<TextTone, StyleRule>,
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
    } satisfies Record<TextWeight, StyleRule>,
    /** Figures of equal width, for counts and columns of numbers. */
    tabularNums: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { size: 'sm', tone: 'primary', weight: 'regular', tabularNums: false },
});
