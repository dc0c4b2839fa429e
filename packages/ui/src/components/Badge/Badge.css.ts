import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Badge colours: danger draws the eye to unseen counts, brand marks selection, neutral is informational. */
export const BADGE_TONES = ['danger', 'brand', 'neutral'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: '20px',
    blockSize: '20px',
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.xs,
    fontWeight: vars.font.weight.semibold,
    // Tabular figures keep the badge from jumping in width as the count changes.
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.danger.solid, color: vars.color.danger.onSolid },
      brand: { backgroundColor: vars.color.brand, color: vars.color.brandForeground },
      neutral: { backgroundColor: vars.color.neutral['5'], color: vars.color.text.primary },
    } satisfies Record<BadgeTone, StyleRule>,
  },
  defaultVariants: { tone: 'danger' },
});
