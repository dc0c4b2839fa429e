import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Inner space of a card, on the spacing scale. */
export const CARD_PADDINGS = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

/** A card's edge: a status tone marks it with a line at its inline start, alongside a word in the content. */
export const CARD_TONES = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
export type CardTone = (typeof CARD_TONES)[number];

const padding = Object.fromEntries(
  CARD_PADDINGS.map((step) => [step, { padding: vars.space[step] } satisfies StyleRule]),
) as Record<CardPadding, StyleRule>;

const accent = (color: string): StyleRule => ({
  borderInlineStartWidth: '4px',
  borderInlineStartColor: color,
});

export const card = recipe({
  base: {
    display: 'block',
    margin: 0,
    minInlineSize: 0,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
  },
  variants: {
    padding,
    tone: {
      neutral: {},
      brand: accent(vars.color.brand),
      success: accent(vars.color.success.solid),
      warning: accent(vars.color.warning.solid),
      danger: accent(vars.color.danger.solid),
      info: accent(vars.color.info.solid),
    } satisfies Record<CardTone, StyleRule>,
  },
  defaultVariants: { padding: 'md', tone: 'neutral' },
});
