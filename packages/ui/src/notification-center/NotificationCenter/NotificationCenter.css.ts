import { SIZES } from '@herald/protocol';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** Below this viewport width the center becomes a full-width sheet. */
export const SHEET_BREAKPOINT_PX = 480;

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  inlineSize: `${SIZES.widgetWidthPx}px`,
  maxInlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  '@media': {
    [`(max-width: ${SHEET_BREAKPOINT_PX - 1}px)`]: {
      inlineSize: '100vw',
      maxInlineSize: '100vw',
      borderRadius: 0,
      borderInline: 'none',
    },
  },
});
