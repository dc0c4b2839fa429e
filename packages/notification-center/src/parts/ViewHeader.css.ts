import { SIZES } from '@herald/notification-protocol';
import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui/foundations';

/** The center's title bars, the feed's and a view's: a row of the header's height over a thin rule. */
export const titleBarRules = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  blockSize: `${SIZES.headerHeightPx}px`,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
} as const;

/** A view's title bar: Back, then the title, far enough apart that Back's focus ring keeps clear of the words. */
export const header = style({ ...titleBarRules, gap: vars.space.sm, paddingInline: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});
