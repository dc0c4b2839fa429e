import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    // The separator is drawn, not read: screen readers announce the list and its items instead.
    '& + &::before': {
      content: '"/"',
      paddingInline: vars.space.xs,
      color: vars.color.text.secondary,
    },
  },
});

export const link = style([
  focusRing,
  {
    color: vars.color.text.secondary,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text.primary } },
  },
]);

export const current = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });
