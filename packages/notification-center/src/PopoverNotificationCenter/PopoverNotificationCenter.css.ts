import { style } from '@vanilla-extract/css';

// The center draws its own frame, so the popover adds no padding, border or width limit of its own; on a small
// screen the kit's popover makes it a sheet.
export const content = style({
  padding: 0,
  maxInlineSize: 'none',
  border: 'none',
  backgroundColor: 'transparent',
});
