import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.js';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});
// The drawer slides in from the inline start; a logical `translate` has no CSS form, so the sign follows `dir`.
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/** Where a dialog sits: centred over the page, or a drawer along the inline start (the side nav on phones). */
export const DIALOG_PLACEMENTS = ['center', 'start'] as const;
export type DialogPlacement = (typeof DIALOG_PLACEMENTS)[number];

/** The scrim: dims the page behind a modal dialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popover,
  backgroundColor: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.primary,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    boxShadow: vars.shadow.overlay,
    overflowY: 'auto',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
  },
  variants: {
    placement: {
      center: {
        insetBlockStart: '50%',
        insetInlineStart: '50%',
        // Centring by translate is direction-neutral: -50% of its own width from the middle of the viewport.
        translate: '-50% -50%',
        inlineSize: 'min(32rem, calc(100vw - 32px))',
        maxBlockSize: 'calc(100vh - 32px)',
        border: `1px solid ${vars.color.border.default}`,
        borderRadius: vars.radius.md,
        animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        selectors: { '[dir="rtl"] &': { translate: '50% -50%' } },
      },
      start: {
        insetBlock: 0,
        insetInlineStart: 0,
        inlineSize: 'min(20rem, calc(100vw - 48px))',
        borderInlineEnd: `1px solid ${vars.color.border.default}`,
        animation: `${slideFromLeft} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
        selectors: {
          '[dir="rtl"] &': {
            animationName: slideFromRight,
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({ margin: 0, color: vars.color.text.secondary });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});
