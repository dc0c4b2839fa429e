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

/**
 * The badge sits on the bell's upper inline-end corner, so it mirrors in right-to-left layouts. It stays inside the
 * button's own box, flush with the outer edge of its 1 px border: a bell against the screen's edge never pushes it
 * out and scrolls the page sideways.
 */
export const badge = style({
  position: 'absolute',
  insetBlockStart: '-1px',
  insetInlineEnd: '-1px',
  pointerEvents: 'none',
});
