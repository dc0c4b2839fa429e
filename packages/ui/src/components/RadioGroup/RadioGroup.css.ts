import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mark, toggle } from '../../private/toggle.css.js';
import { vars } from '../../theme/contract.css.js';

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

/** One option's label: all of it is the hit area. */
export const radio = toggle;

/** The drawn circle; chosen, its border and a centred dot take the brand colour. */
export const circle = style([
  mark,
  {
    borderRadius: '50%',
    '::after': {
      content: '""',
      inlineSize: '8px',
      blockSize: '8px',
      borderRadius: '50%',
      backgroundColor: 'transparent',
    },
    selectors: {
      [`${toggle}[data-selected] &`]: { borderColor: vars.color.brand },
      [`${toggle}[data-selected] &::after`]: { backgroundColor: vars.color.brand },
      // After the chosen rule: an invalid group shows the error on every border.
      [`${toggle}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    },
  },
]);
