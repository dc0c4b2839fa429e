import { SIZES } from '@herald/notification-protocol';
import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '@herald/ui/foundations';
import { sheet } from '../NotificationCenter/NotificationCenter.css.js';

/** The height the settings' loading and error states keep, so the center does not shrink to a spinner. */
const SETTINGS_STATE_MIN_PX = 200;

const fillSheet = {
  '@media': {
    [SMALL_SCREEN]: {
      selectors: {
        [`${sheet} &`]: { flex: '1 1 0', minBlockSize: 0, blockSize: 'auto', maxBlockSize: 'none' },
      },
    },
  },
};

export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text.primary,
  ...fillSheet,
});

/**
 * As tall as its workflows, up to the feed's height, then it scrolls: a few workflows leave no empty box under them
 * (the center is as tall as what it shows). While loading or failing it keeps a height of its own.
 */
export const body = style({
  boxSizing: 'border-box',
  maxBlockSize: `${SIZES.listHeightPx}px`,
  overflowY: 'auto',
  padding: vars.space.xs,
  ...fillSheet,
  // A page of its own grows with its rows and the page scrolls, never a box inside it.
  selectors: {
    [`${settings}[data-layout="page"] &`]: { blockSize: 'auto', maxBlockSize: 'none', overflowY: 'visible' },
  },
});

export const rowTitle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2px',
});

export const channels = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

/** A workflow's channels: one row each, a hairline between them, spaced off the workflow's title above. */
export const switches = style({ display: 'flex', flexDirection: 'column', paddingBlockStart: vars.space.xs });

/**
 * A channel's row the width of the card: its name at the start, its switch at the end, as settings lists are read
 * (the switch's label is its hit area, so the whole row turns it on or off). `row-reverse` follows the direction.
 */
export const channelSwitch = style({
  selectors: {
    // Inside the list, over the switch's own inline layout whichever style sheet loads last.
    [`${switches} &`]: {
      display: 'flex',
      flexDirection: 'row-reverse',
      justifyContent: 'space-between',
      gap: vars.space.md,
      minBlockSize: '40px',
    },
    [`${switches} & + &`]: { borderBlockStart: `1px solid ${vars.color.border.subtle}` },
  },
});

export const saved = style({ fontSize: vars.font.size.xs, color: vars.color.success.text });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: `${SETTINGS_STATE_MIN_PX}px`,
  textAlign: 'center',
});

export const error = style({ margin: 0, color: vars.color.danger.text });
