import { SIZES } from '@herald/notification-protocol';
import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '@herald/ui/foundations';
import { sheet } from '../NotificationCenter/NotificationCenter.css.js';

const fillSheet = {
  '@media': {
    [SMALL_SCREEN]: {
      selectors: { [`${sheet} &`]: { flex: '1 1 0', minBlockSize: 0, blockSize: 'auto' } },
    },
  },
};

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text.primary,
  ...fillSheet,
});

export const body = style({
  boxSizing: 'border-box',
  blockSize: `${SIZES.listHeightPx}px`,
  overflowY: 'auto',
  padding: vars.space.xs,
  ...fillSheet,
  // A page of its own grows with its rows and the page scrolls, never a box inside it.
  selectors: { [`${settings}[data-layout="page"] &`]: { blockSize: 'auto', overflowY: 'visible' } },
});

export const rowTitle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
});

export const channels = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const saved = style({ fontSize: vars.font.size.xs, color: vars.color.success.text });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  blockSize: '100%',
  textAlign: 'center',
});

export const error = style({ margin: 0, color: vars.color.danger.text });
