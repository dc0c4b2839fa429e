import { style } from '@vanilla-extract/css';
import { overlayPanel } from '../../styles/overlay.css.js';
import { vars } from '../../theme/contract.css.js';

export const content = style([
  overlayPanel,
  { minInlineSize: '10rem', padding: vars.space.xxs, outline: 'none' },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '36px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    // Radix moves focus with the highlight, so the highlight carries the focus ring.
    '&[data-highlighted]': {
      backgroundColor: vars.color.surface.hover,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.danger.text },
  },
});

export const icon = style({ display: 'inline-flex', flex: 'none' });

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xxs,
  marginInline: `calc(-1 * ${vars.space.xxs})`,
  backgroundColor: vars.color.border.subtle,
});

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
});
