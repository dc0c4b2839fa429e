// The shell's own note above the page (the sign-in door), in the kit's tokens.
import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui';

export const doorNotice = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.info.surface,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});
