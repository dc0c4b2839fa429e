import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { ButtonSize } from '../Button/Button.css.js';

/** Icon buttons use the quieter palettes; a lone icon rarely carries a view's main action. */
export const ICON_BUTTON_VARIANTS = ['ghost', 'secondary', 'primary'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

/** A fixed square: a stretching parent does not make it taller than wide. */
const square = (size: string) => ({
  inlineSize: size,
  minInlineSize: size,
  blockSize: size,
  minBlockSize: size,
  paddingInline: 0,
  flex: 'none',
});

/** Square shape layered over the button recipe (declared later, so it wins at equal specificity). */
export const iconButton = recipe({
  variants: {
    size: { sm: square('28px'), md: square('36px'), lg: square('44px') } satisfies Record<ButtonSize, object>,
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({ display: 'inline-flex', flex: 'none' });
