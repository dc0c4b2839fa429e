import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The input and its toggle share one box, with the ring on any focus inside it. */
export const control = style({
  paddingInlineEnd: vars.space.xxs,
  cursor: 'text',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** Reached by pointer only (React Aria keeps it out of the tab order); the arrows open the list by keyboard. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '28px',
  blockSize: '28px',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
