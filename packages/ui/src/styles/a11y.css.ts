import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** A 2 px ring in the brand colour, offset from the control, shown whenever focus comes from the keyboard. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The rules that hide an element on screen while assistive technology still reads it, for conditional use. */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style(visuallyHiddenRules);
