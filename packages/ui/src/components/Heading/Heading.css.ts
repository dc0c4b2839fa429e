import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Heading levels, as in HTML: the outline a screen reader user navigates by. */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Visual sizes on the type scale (32/24/20/16/14), chosen apart from the level when the outline needs it. */
export const HEADING_SIZES = ['xxl', 'xl', 'lg', 'md', 'sm'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];

const size = Object.fromEntries(
  HEADING_SIZES.map((step) => [
    step,
    { fontSize: vars.font.size[step], lineHeight: vars.font.lineHeight[step] } satisfies StyleRule,
  ]),
) as Record<HeadingSize, StyleRule>;

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
    letterSpacing: 'normal',
    textTransform: 'none',
  },
  variants: { size },
  defaultVariants: { size: 'lg' },
});
