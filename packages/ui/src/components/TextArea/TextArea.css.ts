import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** The box grows with the text area; only the block direction resizes, so the layout keeps its width. */
export const areaControl = style({
  alignItems: 'stretch',
  paddingBlock: vars.space.xs,
  cursor: 'text',
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const textarea = style({ resize: 'vertical', minBlockSize: '60px' });

/** The running count under the field, in tabular figures. */
export const count = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
