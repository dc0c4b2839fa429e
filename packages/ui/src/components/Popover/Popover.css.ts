import { style } from '@vanilla-extract/css';
import { overlayPanel } from '../../styles/overlay.css.js';
import { SMALL_SCREEN } from '../../styles/smallScreen.js';
import { vars } from '../../theme/contract.css.js';

export const content = style([
  overlayPanel,
  {
    padding: vars.space.md,
    minInlineSize: '12rem',
    maxInlineSize: 'min(24rem, calc(100vw - 16px))',
    outline: 'none',
  },
]);

/**
 * On a small screen, a sheet: the whole width, from below its trigger to the bottom of the screen (the room Radix's
 * popper measures on its side).
 */
export const sheet = style({
  '@media': {
    [SMALL_SCREEN]: {
      inlineSize: '100vw',
      maxInlineSize: 'none',
      blockSize: 'var(--radix-popper-available-height)',
      borderRadius: 0,
      boxShadow: 'none',
    },
  },
});
