import { style } from '@vanilla-extract/css';
import { overlayPanel } from '../../styles/overlay.css.js';
import { vars } from '../../theme/theme.css.js';

export const content = style([
  overlayPanel,
  {
    padding: vars.space.md,
    minInlineSize: '12rem',
    maxInlineSize: 'min(24rem, calc(100vw - 16px))',
    outline: 'none',
  },
]);
