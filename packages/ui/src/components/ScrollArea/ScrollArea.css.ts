import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { vars } from '../../theme/contract.css.js';

export const root = style({ position: 'relative', overflow: 'hidden' });

export const viewport = style([
  focusRing,
  {
    inlineSize: '100%',
    blockSize: '100%',
    borderRadius: 'inherit',
    selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  },
]);

export const scrollbar = style({
  display: 'flex',
  padding: '2px',
  userSelect: 'none',
  touchAction: 'none',
  transitionProperty: 'background-color, opacity',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-orientation="vertical"]': { inlineSize: '10px' },
    '&[data-orientation="horizontal"]': { flexDirection: 'column', blockSize: '10px' },
    '&:hover': { backgroundColor: vars.color.neutral['3'] },
  },
});

export const thumb = style({
  position: 'relative',
  flex: 1,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['8'],
});
