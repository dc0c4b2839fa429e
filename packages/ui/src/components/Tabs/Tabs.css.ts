import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  // Many tabs scroll sideways on narrow screens rather than wrapping.
  overflowX: 'auto',
});

export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flex: 'none',
    minBlockSize: '40px',
    margin: 0,
    paddingInline: vars.space.sm,
    border: 'none',
    borderBlockEnd: '2px solid transparent',
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outlineOffset: '-2px' },
      '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover },
      // Selection is marked by weight and an underline in the brand colour, not by colour alone.
      '&[data-state="active"]': {
        color: vars.color.text.primary,
        fontWeight: vars.font.weight.semibold,
        borderBlockEndColor: vars.color.brand,
      },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const panel = style([
  focusRing,
  { paddingBlock: vars.space.md, selectors: { '&:focus-visible': { outlineOffset: '2px' } } },
]);
