import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** Inverted for contrast with the page: primary text colour as the background, base surface as the text. */
export const content = style({
  zIndex: vars.zIndex.popover,
  maxInlineSize: '16rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text.primary,
  color: vars.color.surface.base,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.overlay,
});

export const arrow = style({ fill: vars.color.text.primary });
