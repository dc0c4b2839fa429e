import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.js';

/** Radios stack by default; `horizontal` lays them in a row that wraps and follows the writing direction. */
export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];

export const options = recipe({
  base: { display: 'flex', gap: vars.space.xs },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.md },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
});

export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '18px',
  blockSize: '18px',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: '50%',
  backgroundColor: vars.color.surface.base,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  '::after': {
    content: '""',
    inlineSize: '8px',
    blockSize: '8px',
    borderRadius: '50%',
    backgroundColor: 'transparent',
  },
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand },
    [`${radio}[data-selected] &::after`]: { backgroundColor: vars.color.brand },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
    [`${radio}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
