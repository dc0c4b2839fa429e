import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const viewport = style({
  position: 'relative',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface.base,
});

export const list = style({ position: 'relative', margin: 0, padding: 0 });

export const row = style({
  position: 'absolute',
  insetInline: 0,
  overflow: 'hidden',
});

export const skeletonRow = style({
  display: 'flex',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const skeletonText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.text.primary,
});

export const errorText = style({ margin: 0, color: vars.color.danger.text });

export const loadingMore = style({
  position: 'absolute',
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xs,
});
