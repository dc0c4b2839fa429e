import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

/** The second elevation: popovers, menus and tooltips float above the page on the overlay surface. */
export const overlayPanel = style({
  zIndex: vars.zIndex.popover,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  transformOrigin: 'var(--radix-popper-transform-origin)',
  animationName: appear,
  animationDuration: vars.motion.duration.fast,
  animationTimingFunction: vars.motion.easing.standard,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** The arrow of a floating panel, in the panel's colours. */
export const overlayArrow = style({ fill: vars.color.surface.overlay });
