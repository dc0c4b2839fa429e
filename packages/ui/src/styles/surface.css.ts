import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/**
 * The second elevation, the one surface every floating panel is drawn on: Popover and Menu panels, and the
 * Select, ComboBox and date picker popovers. Kept apart from overlay.css.ts so a field's popover does not carry
 * the Radix panels' animation.
 */
export const overlaySurface = style({
  zIndex: vars.zIndex.popover,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});
