import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.disabled } },
});

/** The drawn box; its border reaches 3:1 against the surface, and checked it fills with the brand colour. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '18px',
  blockSize: '18px',
  // Centres the 18 px box on the first 20 px line of the label.
  marginBlockStart: '1px',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: '4px',
  backgroundColor: vars.color.surface.base,
  color: vars.color.brandForeground,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.text },
    [`${root}[data-disabled] &`]: { opacity: 0.55 },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
