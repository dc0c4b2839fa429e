import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The provider root: the only element that carries the theme, so a host page's own styles stay untouched. */
export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.base,
  letterSpacing: 'normal',
  textTransform: 'none',
  margin: 0,
  padding: 0,
  boxSizing: 'border-box',
  WebkitTextSizeAdjust: '100%',
  selectors: {
    '&[data-mode="light"]': { colorScheme: 'light' },
    '&[data-mode="dark"]': { colorScheme: 'dark' },
    '&[data-mode="system"]': { colorScheme: 'light dark' },
  },
});

// A preflight scoped to the provider root, so a host page's global rules (`*`, `button`, `h1`, `a` …) do not reach
// inside. `:where()` drops the root's class from the specificity and the two `:not()` add two element-level
// points: stronger than any bare-element rule of the host (`*`, `button`, `h1 h2`), weaker than every component's
// own class, so components still style themselves and the host's reset stops at the provider's edge.
const inside = (selector: string) => `:where(${root}) ${selector}:not(herald-ui):not(herald-ui)`;

globalStyle(`${inside('*')}, ${inside('*')}::before, ${inside('*')}::after`, {
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  fontFamily: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
});

// Text and structure take their colour and size from the theme on the root, not from the host.
globalStyle(
  [
    'div',
    'span',
    'p',
    'nav',
    'ul',
    'ol',
    'li',
    'section',
    'article',
    'header',
    'main',
    'label',
    'table',
    'caption',
    'th',
    'td',
  ]
    .map(inside)
    .join(', '),
  { color: 'inherit' },
);

globalStyle([1, 2, 3, 4, 5, 6].map((level) => inside(`h${level}`)).join(', '), {
  fontSize: 'inherit',
  fontWeight: 'inherit',
  color: 'inherit',
});

globalStyle(inside('button'), {
  margin: 0,
  padding: 0,
  border: '0 solid',
  borderRadius: 0,
  background: 'none',
  boxShadow: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'none',
});

globalStyle(inside('a'), { color: 'inherit', fontWeight: 'inherit', textDecoration: 'inherit' });
