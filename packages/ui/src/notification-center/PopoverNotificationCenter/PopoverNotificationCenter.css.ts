import { style } from '@vanilla-extract/css';
import { SHEET_BREAKPOINT_PX } from '../NotificationCenter/NotificationCenter.css.js';

// The center draws its own frame, so the popover adds no padding or width limit of its own.
export const content = style({
  padding: 0,
  maxInlineSize: 'none',
  border: 'none',
  backgroundColor: 'transparent',
  '@media': { [`(max-width: ${SHEET_BREAKPOINT_PX - 1}px)`]: { inlineSize: '100vw' } },
});
