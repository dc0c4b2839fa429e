import { SIZES } from '@herald/protocol';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  blockSize: `${SIZES.headerHeightPx}px`,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});
