import { style } from '@vanilla-extract/css';
import { overlaySurface } from '../styles/surface.css.js';
import { vars } from '../theme/contract.css.js';

/** The panel under a Select, ComboBox or date picker, on the overlay surface; scrolls past about eight options. */
export const popover = style([
  overlaySurface,
  { boxSizing: 'border-box', maxBlockSize: '300px', overflowY: 'auto', padding: vars.space.xxs },
]);

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
