import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui/foundations';

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  // Fills the feed's row, which is as tall as the message and at least a one-line message.
  flex: '1 0 auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.secondary,
  selectors: {
    // Unread messages stand out by weight, a tinted background and a bar on the inline-start edge.
    '&[data-read="false"]': {
      backgroundColor: vars.color.surface.raised,
      color: vars.color.text.primary,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
    '[dir="rtl"] &[data-read="false"]': { boxShadow: `inset -3px 0 0 ${vars.color.brand}` },
  },
});

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const main = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const content = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
  selectors: { '[data-read="false"] &': { fontWeight: vars.font.weight.semibold } },
});

export const time = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  paddingInlineStart: `calc(36px + ${vars.space.sm})`,
});
