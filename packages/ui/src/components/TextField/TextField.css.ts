import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** Text fields show the ring on any focus, since typing is what focus is for. */
export const textControl = style({
  cursor: 'text',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Text drawn before or after the input (a unit, a currency); the input's label still names the field. */
export const adornment = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.secondary,
});
