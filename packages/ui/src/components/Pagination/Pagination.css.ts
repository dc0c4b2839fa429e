import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minInlineSize: '36px',
    minBlockSize: '36px',
    margin: 0,
    paddingInline: vars.space.xs,
    border: `1px solid transparent`,
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.primary,
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.hover },
      // The current page is marked by a border and weight, as well as the brand colour.
      '&[aria-current="page"]': {
        borderColor: vars.color.brand,
        backgroundColor: vars.color.surface.active,
        fontWeight: vars.font.weight.semibold,
      },
      '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const gap = style({ minInlineSize: '24px', textAlign: 'center', color: vars.color.text.secondary });
