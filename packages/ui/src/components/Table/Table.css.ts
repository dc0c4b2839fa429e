import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { BREAKPOINTS } from '../../styles/sprinkles.css.js';
import { vars } from '../../theme/contract.css.js';

/**
 * Under the tablet width the table is stacked: each row a block of "header: value" lines, so a phone never
 * scrolls sideways; the headers of sortable columns stay on top as the sort buttons.
 */
const NARROW = `screen and (not (min-width: ${BREAKPOINTS.tablet}))`;

const visuallyHiddenRule = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
  '@media': { [NARROW]: { display: 'block' } },
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
  '@media': { [NARROW]: { display: 'block', borderBlockEnd: 'none', paddingInline: vars.space.xs } },
});

/** A header without a sort button: its text is on every stacked row already, so it is left to screen readers. */
export const plainHeaderCell = style({ '@media': { [NARROW]: visuallyHiddenRule } });

/** The header row and the body as blocks while stacked. */
export const head = style({
  '@media': { [NARROW]: { display: 'block', backgroundColor: vars.color.neutral['2'] } },
});
export const headRow = style({
  '@media': {
    [NARROW]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, paddingInline: vars.space.xs },
  },
});
export const body = style({ '@media': { [NARROW]: { display: 'block' } } });

export const cell = style({
  ...cellBase,
  selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
  '@media': {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: vars.space.sm,
      paddingBlock: vars.space.xxs,
      borderBlockEnd: 'none',
      textAlign: 'start',
      overflowWrap: 'anywhere',
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          color: vars.color.text.secondary,
          fontWeight: vars.font.weight.semibold,
        },
        '&:not([data-label])': { display: 'block' },
      },
    },
  },
});

/** A cell's content, one grid item beside its header while stacked. */
export const cellValue = style({ minInlineSize: 0 });

export const alignEnd = style({ textAlign: 'end' });

export const selectCell = style({ inlineSize: '44px', paddingInlineEnd: 0 });

export const row = style({
  '@media': {
    [NARROW]: {
      display: 'block',
      paddingBlock: vars.space.xs,
      borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
      selectors: { '&:last-child': { borderBlockEnd: 'none' } },
    },
  },
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

export const emptyCell = style({
  ...cellBase,
  borderBlockEnd: 'none',
  '@media': { [NARROW]: { display: 'block' } },
});
