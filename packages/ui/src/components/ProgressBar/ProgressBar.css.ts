import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Fill colours: brand while work runs, success once done, danger when it failed. */
export const PROGRESS_TONES = ['brand', 'success', 'danger'] as const;
export type ProgressTone = (typeof PROGRESS_TONES)[number];

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

// A long name without spaces (a file's) wraps instead of widening its container.
export const label = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});

export const value = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

// The track edge is the strong neutral, so an empty bar still reads as a bar (3:1).
export const track = style({
  position: 'relative',
  overflow: 'hidden',
  blockSize: '8px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['4'],
  boxShadow: `inset 0 0 0 1px ${vars.color.border.strong}`,
});

const slide = keyframes({
  from: { insetInlineStart: '-40%' },
  to: { insetInlineStart: '100%' },
});

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: vars.radius.pill,
    transitionProperty: 'inline-size',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-indeterminate]': {
        inlineSize: '40%',
        animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite`,
        '@media': {
          '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.5 },
        },
      },
    },
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brand },
      success: { backgroundColor: vars.color.success.solid },
      danger: { backgroundColor: vars.color.danger.solid },
    } satisfies Record<ProgressTone, StyleRule>,
  },
  defaultVariants: { tone: 'brand' },
});
