import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui/foundations';

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});

export const link = style({
  color: vars.color.text.secondary,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
