import { style } from '@vanilla-extract/css';
import { indicator, toggle } from '../../private/toggle.css.js';
import { vars } from '../../theme/contract.css.js';

/** The whole label is the hit area; state arrives as data attributes from React Aria. */
export const root = toggle;

// The track's off colour reaches 3:1 against the surface, so the control is visible without its label.
export const track = style([
  indicator,
  {
    position: 'relative',
    inlineSize: '36px',
    blockSize: '20px',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.neutral['9'],
    selectors: { [`${toggle}[data-selected] &`]: { backgroundColor: vars.color.brand } },
  },
]);

export const thumb = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: '50%',
  backgroundColor: vars.color.surface.base,
  transitionProperty: 'inset-inline-start, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${toggle}[data-selected] &`]: { insetInlineStart: '18px', backgroundColor: vars.color.brandForeground },
  },
});
