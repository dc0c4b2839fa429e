import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** 16, 24 and 40 px: inline with text, in a panel, and for a whole page. */
export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

// The ring's track is the strong neutral so it is visible (3:1) even when the animation is stopped.
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flex: 'none',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
    borderBlockStartColor: vars.color.brand,
    animation: `${spin} 800ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      sm: { inlineSize: '16px', blockSize: '16px', borderWidth: '2px' },
      md: { inlineSize: '24px', blockSize: '24px', borderWidth: '3px' },
      lg: { inlineSize: '40px', blockSize: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});
