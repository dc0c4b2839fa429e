import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

/** The floating panel under a Select or ComboBox: second elevation, scrolls past about eight options. */
export const popover = style({
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  maxBlockSize: '300px',
  overflowY: 'auto',
  padding: vars.space.xxs,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.overlay,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const listBox = style({ margin: 0, padding: 0, listStyle: 'none', outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minBlockSize: '32px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surface.hover },
    // Keyboard focus also gets the ring, so the current option never depends on a background tint alone.
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled },
  },
});

export const check = style({ display: 'inline-flex', color: vars.color.brand });

export const empty = style({ padding: vars.space.xs, color: vars.color.text.secondary });
