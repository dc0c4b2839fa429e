import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

// Checkbox, Switch and Radio: a label around a visually hidden native input, and a drawn indicator that follows the
// state React Aria puts on the label as data attributes. What the three share lives here; each keeps only its
// own shape and its checked look.

/** The label: all of it is the hit area. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
});

/**
 * Every indicator (box, circle, track): it never shrinks, eases its colours, dims when disabled or read-only (a
 * setting that is saving waits, keeping focus), rings on focus.
 */
export const indicator = style({
  flex: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${toggle}:is([data-disabled], [data-readonly]) &`]: { opacity: 0.55 },
    [`${toggle}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The checkbox's box and the radio's circle: 18 px, with a border that reaches 3:1 against the surface. */
export const mark = style([
  indicator,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '18px',
    blockSize: '18px',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    backgroundColor: vars.color.surface.base,
  },
]);
