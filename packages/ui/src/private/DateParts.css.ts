import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The field box holding the segments and the calendar button. */
export const group = style({
  paddingInlineEnd: vars.space.xxs,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const segments = style({
  unicodeBidi: 'isolate',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A segment is a pointer target of at least 24 × 24 px (WCAG 2.2 SC 2.5.8), its text centred in it; the literals
 * between segments (the slashes, the colon) draw into that room, so the date still reads as one tight value.
 */
export const segment = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.target,
  blockSize: vars.size.target,
  paddingInline: vars.space.xxs,
  borderRadius: '2px',
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    // A block of its own with spaces kept: as a flex container it would drop the space in "10:00 AM".
    '&[data-literal]': {
      display: 'inline-block',
      whiteSpace: 'pre',
      lineHeight: vars.size.target,
      // Drawn into the segments' room, but never so far that two segments overlap (each stays a whole target).
      minInlineSize: '4px',
      marginInline: '-2px',
      color: vars.color.text.secondary,
      pointerEvents: 'none',
    },
    // The edited segment is marked by colour and by an underline, not colour alone.
    '&:focus': {
      backgroundColor: vars.color.brand,
      color: vars.color.brandForeground,
      textDecoration: 'underline',
    },
  },
});

export const rangeDash = style({ paddingInline: vars.space.xxs, color: vars.color.text.secondary });

export const calendarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '28px',
  blockSize: '28px',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** The popover is at least as wide as the field; the calendar stays centred in it, in either direction. */
export const calendar = style({
  inlineSize: 'fit-content',
  marginInline: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.xs,
});

export const calendarTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
});

/** Previous and next month arrows point along the reading direction, so they mirror in right-to-left text. */
export const navIcon = style({
  display: 'inline-flex',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const grid = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const weekDay = style({
  inlineSize: '36px',
  blockSize: '28px',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const cell = style({ padding: '1px', textAlign: 'center' });

export const day = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '34px',
  blockSize: '34px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text.primary,
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.surface.hover },
    '&[data-today]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline' },
    '&[data-in-range]': { backgroundColor: vars.color.surface.active, borderRadius: 0 },
    '&[data-selected]': { backgroundColor: vars.color.brand, color: vars.color.brandForeground },
    '&[data-range-start]': { borderStartStartRadius: vars.radius.sm, borderEndStartRadius: vars.radius.sm },
    '&[data-range-end]': { borderStartEndRadius: vars.radius.sm, borderEndEndRadius: vars.radius.sm },
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-disabled], &[data-unavailable]': {
      cursor: 'not-allowed',
      color: vars.color.text.disabled,
      textDecoration: 'line-through',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
