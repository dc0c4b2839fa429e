import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** 24, 32 and 40 px. */
export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** The icons a `system_icon` avatar can show; the message's `data` names one. */
export const SYSTEM_AVATAR_ICONS = ['warning', 'info', 'error', 'success', 'up', 'question'] as const;
export type SystemAvatarIcon = (typeof SYSTEM_AVATAR_ICONS)[number];

const tone = (background: string, color: string): StyleRule => ({ backgroundColor: background, color });

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    overflow: 'hidden',
    borderRadius: '50%',
    fontWeight: vars.font.weight.semibold,
    userSelect: 'none',
    // Initials are letters, so they keep the reading direction's own order.
    unicodeBidi: 'isolate',
  },
  variants: {
    size: {
      sm: { inlineSize: '24px', blockSize: '24px', fontSize: '10px' },
      md: { inlineSize: '32px', blockSize: '32px', fontSize: vars.font.size.xs },
      lg: { inlineSize: '40px', blockSize: '40px', fontSize: vars.font.size.sm },
    } satisfies Record<AvatarSize, StyleRule>,
    tone: {
      neutral: tone(vars.color.neutral['4'], vars.color.text.secondary),
      initials: tone(vars.color.neutral['5'], vars.color.text.primary),
      image: tone(vars.color.neutral['3'], vars.color.text.secondary),
      warning: tone(vars.color.warning.surface, vars.color.warning.text),
      info: tone(vars.color.info.surface, vars.color.info.text),
      error: tone(vars.color.danger.surface, vars.color.danger.text),
      success: tone(vars.color.success.surface, vars.color.success.text),
      up: tone(vars.color.brand, vars.color.brandForeground),
      question: tone(vars.color.neutral['4'], vars.color.text.primary),
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
