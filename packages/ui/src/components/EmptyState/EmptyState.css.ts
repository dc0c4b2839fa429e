import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.text.primary,
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['3'],
  color: vars.color.text.secondary,
});

export const description = style({
  margin: 0,
  maxInlineSize: '40ch',
  color: vars.color.text.secondary,
});

export const action = style({ marginBlockStart: vars.space.sm });
