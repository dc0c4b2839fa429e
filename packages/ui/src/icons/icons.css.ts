import { style } from '@vanilla-extract/css';

/** Flips an icon that points along the line, so "next" still points forward in right-to-left text. */
export const mirrorInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
