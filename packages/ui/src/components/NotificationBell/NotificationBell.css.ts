import { style } from '@vanilla-extract/css';

/** Keeps the bell and its live region together as one inline item. */
export const root = style({ display: 'inline-flex', position: 'relative' });

/** The badge sits on the bell's upper inline-end corner, so it mirrors in right-to-left layouts. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: '-4px',
  insetInlineEnd: '-4px',
  pointerEvents: 'none',
});
