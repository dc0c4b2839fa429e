import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { vars } from '../../theme/theme.css.js';

/** Scrolls sideways on narrow screens instead of squeezing columns. */
export const wrapper = style([
  focusRing,
  {
    overflowX: 'auto',
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
  },
]);

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  // Figures line up from row to row.
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

const cellBase = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
} as const;

export const headerCell = style({
  ...cellBase,
  backgroundColor: vars.color.neutral['2'],
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const cell = style({ ...cellBase, selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } } });

export const alignEnd = style({ textAlign: 'end' });

export const selectCell = style({ inlineSize: '44px', paddingInlineEnd: 0 });

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&[data-selected]': { backgroundColor: vars.color.surface.active },
  },
});

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    margin: 0,
    marginInline: `calc(-1 * ${vars.space.xxs})`,
    padding: vars.space.xxs,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover } },
  },
]);

export const sortIcon = style({
  flex: 'none',
  opacity: 0.45,
  selectors: { '[aria-sort] &': { opacity: 1 } },
});

export const checkbox = style([
  focusRing,
  { inlineSize: '16px', blockSize: '16px', margin: 0, accentColor: vars.color.brand, cursor: 'pointer' },
]);

export const emptyCell = style({ ...cellBase, borderBlockEnd: 'none' });
