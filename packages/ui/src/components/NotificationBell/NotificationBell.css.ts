import { style } from '@vanilla-extract/css';

/**
 * Keeps the bell and its live region together as one inline item, at the button's own size in any container: a
 * stretching flex or grid parent would otherwise draw it as tall as the row, and its badge far from the icon.
 */
export const root = style({
  display: 'inline-flex',
  position: 'relative',
  flex: 'none',
  alignSelf: 'center',
  justifySelf: 'center',
});

/** The badge sits on the bell's upper inline-end corner, so it mirrors in right-to-left layouts. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: '-4px',
  insetInlineEnd: '-4px',
  pointerEvents: 'none',
});
