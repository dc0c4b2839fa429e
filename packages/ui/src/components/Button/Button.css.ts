import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../styles/a11y.css.js';
import { vars } from '../../theme/contract.css.js';

/** Visual weights, one per button palette of the theme. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Heights 28, 36 and 44 px; 44 px is a comfortable touch target. */
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Colours of one variant; hover never changes while the button is disabled or loading. */
function buttonPalette(variant: ButtonVariant): StyleRule {
  const palette = vars.button[variant];
  return {
    background: palette.background,
    color: palette.foreground,
    borderColor: palette.border,
    selectors: {
      '&:hover:not([data-disabled]):not([data-loading])': { background: palette.backgroundHover },
    },
  };
}

/** Shared by Button and IconButton: shape, motion and disabled/loading states. */
export const buttonBase = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    margin: 0,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    position: 'relative',
    transitionProperty: 'background, color, border-color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading]': { cursor: 'progress' },
    },
  },
]);

const variant = Object.fromEntries(BUTTON_VARIANTS.map((name) => [name, buttonPalette(name)])) as Record<
  ButtonVariant,
  StyleRule
>;

export const button = recipe({
  base: buttonBase,
  variants: {
    variant,
    size: {
      sm: {
        minBlockSize: '28px',
        paddingInline: vars.space.xs,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      md: {
        minBlockSize: '36px',
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
        lineHeight: vars.font.lineHeight.sm,
      },
      lg: {
        minBlockSize: '44px',
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.md,
      },
    } satisfies Record<ButtonSize, StyleRule>,
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

/** A ring that turns while the action runs; it stays still under reduced motion. */
export const spinner = style({
  display: 'inline-block',
  flex: 'none',
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = style({ display: 'inline-flex', flex: 'none' });
