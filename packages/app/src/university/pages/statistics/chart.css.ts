// Bars of the dashboards' charts (the kit has no chart yet); colours from the theme.
import { style } from '@vanilla-extract/css';
import { vars } from '@herald/ui';

export const chart = style({ display: 'grid', gap: vars.space.xs });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 14rem) minmax(0, 1fr) 3rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  '@media': {
    'screen and (max-width: 30em)': { gridTemplateColumns: 'minmax(5rem, 8rem) minmax(0, 1fr) 2.5rem' },
  },
});

// Labels are never cut: a long faculty name wraps, and the year sits on its own line.
export const label = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const detail = style({ display: 'block', color: vars.color.text.secondary });

export const track = style({
  blockSize: '0.9rem',
  background: vars.color.surface.canvas,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  blockSize: '100%',
  background: vars.color.brand,
  borderRadius: vars.radius.sm,
});

export const value = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
