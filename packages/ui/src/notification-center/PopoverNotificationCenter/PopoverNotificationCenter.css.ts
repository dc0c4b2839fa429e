import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN } from '../NotificationCenter/NotificationCenter.css.js';

// The center draws its own frame, so the popover adds no padding or width limit of its own. On a small screen it
// is a sheet: the whole width, and the height the popover has below the bell.
export const content = style({
  padding: 0,
  maxInlineSize: 'none',
  border: 'none',
  backgroundColor: 'transparent',
  '@media': {
    [SMALL_SCREEN]: {
      inlineSize: '100vw',
      blockSize: 'var(--herald-layer-available-height)',
      borderRadius: 0,
      boxShadow: 'none',
    },
  },
});
