import { style } from '@vanilla-extract/css';
import { item as menuItem } from '../../components/Menu/Menu.css.js';
import { vars } from '../../theme/theme.css.js';

/** The kit's menu item, drawn on a plain button: focus carries the highlight and its ring. */
export const item = style([
  menuItem,
  {
    inlineSize: '100%',
    border: 'none',
    background: 'none',
    font: 'inherit',
    textAlign: 'start',
    selectors: {
      '&:hover, &:focus': {
        backgroundColor: vars.color.surface.hover,
      },
      '&:focus': {
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: '-2px',
      },
    },
  },
]);
