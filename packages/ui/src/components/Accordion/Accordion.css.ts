import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { vars } from '../../theme/contract.css.js';

const open = keyframes({
  from: { blockSize: 0 },
  to: { blockSize: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { blockSize: 'var(--radix-accordion-content-height)' },
  to: { blockSize: 0 },
});

export const root = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const item = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border.subtle}` } },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: '48px',
    margin: 0,
    paddingInline: vars.space.md,
    border: 'none',
    backgroundColor: 'transparent',
    color: vars.color.text.primary,
    font: 'inherit',
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outlineOffset: '-2px' },
      '&:hover': { backgroundColor: vars.color.surface.hover },
      '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const chevron = style({
  flex: 'none',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.text.primary,
  selectors: {
    '&[data-state="open"]': {
      animation: `${open} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-state="closed"]': {
      animation: `${close} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
});

export const contentInner = style({ paddingInline: vars.space.md, paddingBlockEnd: vars.space.md });
