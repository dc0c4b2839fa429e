import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** The whole label is the hit area; state arrives as data attributes from React Aria. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
});

// The track's off colour reaches 3:1 against the surface, so the control is visible without its label.
export const track = style({
  position: 'relative',
  flex: 'none',
  inlineSize: '36px',
  blockSize: '20px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['9'],
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand },
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

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
    [`${root}[data-selected] &`]: { insetInlineStart: '18px', backgroundColor: vars.color.brandForeground },
  },
});
