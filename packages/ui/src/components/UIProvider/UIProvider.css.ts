import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/** The provider root: the only element that carries the theme, so a host page's own styles stay untouched. */
export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.base,
  WebkitTextSizeAdjust: '100%',
  selectors: {
    '&[data-mode="light"]': { colorScheme: 'light' },
    '&[data-mode="dark"]': { colorScheme: 'dark' },
    '&[data-mode="system"]': { colorScheme: 'light dark' },
  },
});

// Scoped to the provider root, never the host page's elements.
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });
