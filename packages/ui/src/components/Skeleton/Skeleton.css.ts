import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Placeholder shapes: a line of text, a block (image, card), or a circle (avatar). */
export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.45 }, '100%': { opacity: 1 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.neutral['4'],
    animation: `${pulse} 1.6s ease-in-out infinite`,
    // A still placeholder under reduced motion: it still says "loading" by its shape.
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { blockSize: '0.8em', marginBlock: '0.35em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.pill, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});
