import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

// Shared by every form field, so labels, help and errors look and line up the same everywhere.

/** The column holding label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

/** The mark after the label of a required field; the input's `required` tells assistive technology. */
export const requiredMark = style({ color: vars.color.danger.text, marginInlineStart: vars.space.xxs });

export const description = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});

/** Errors carry an icon as well as colour. */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.danger.text,
});

/**
 * The box of a text-like control. Its border uses the strong neutral so the control's edge reaches 3:1 against
 * the surface (WCAG 1.4.11).
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '36px',
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.text.secondary },
    '&[data-invalid]': { borderColor: vars.color.danger.text },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surface.hover,
      color: vars.color.text.disabled,
    },
    // The ring sits on the box, whichever element inside holds focus.
    '&[data-focus-visible], &:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/**
 * A single-line control (text field, select, combo box, date pickers): one height for all of them, whatever they
 * hold (a native input's line, a 28 px toggle or calendar button, 24 px date segments). A date range that wraps on
 * a narrow screen grows rather than overflows.
 */
export const singleLine = style({ minBlockSize: vars.size.control, paddingBlock: 0 });

/** A bare native input or textarea inside `control`, which draws the border and the ring. */
export const nativeInput = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
