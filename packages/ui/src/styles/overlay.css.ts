import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { overlaySurface } from './surface.css.js';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

/** Radix popovers and menus float above the page on the overlay surface, scaling in from their anchor. */
export const overlayPanel = style([
  overlaySurface,
  {
    transformOrigin: 'var(--radix-popper-transform-origin)',
    animationName: appear,
    animationDuration: vars.motion.duration.fast,
    animationTimingFunction: vars.motion.easing.standard,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
]);

/** The arrow of a floating panel, in the panel's colours. */
export const overlayArrow = style({ fill: vars.color.surface.overlay });
