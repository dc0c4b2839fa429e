import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

/** Toast tones; each toast also says what happened in words. */
export const TOAST_TONES = ['neutral', 'success', 'warning', 'danger', 'info'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The stack of toasts, at the block end and inline end of the viewport. */
export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: 'min(24rem, 100vw)',
  maxBlockSize: '100vh',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

const accent = (color: string) => ({ borderInlineStartColor: color });

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space.xs,
    padding: vars.space.sm,
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.default}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.overlay,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    animation: `${enter} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      neutral: accent(vars.color.border.strong),
      success: accent(vars.color.success.solid),
      warning: accent(vars.color.warning.solid),
      danger: accent(vars.color.danger.solid),
      info: accent(vars.color.info.solid),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const title = style({ fontWeight: vars.font.weight.semibold });
export const description = style({ color: vars.color.text.secondary });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });
