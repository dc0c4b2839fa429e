import { createVar, style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '@herald/ui/foundations';
import { sheet } from '../NotificationCenter/NotificationCenter.css.js';

/** The least a drawn row is: a one-line message with its time, beside the avatar. */
const FEED_ROW_MIN_HEIGHT_PX = 64;

/** The list's height outside a sheet (docs/product.md §9's 400 px unless the host sets another). */
export const viewportHeight = createVar();

export const viewport = style({
  position: 'relative',
  blockSize: viewportHeight,
  '@media': {
    [SMALL_SCREEN]: {
      // In the popover's sheet the list takes the height left below the header.
      selectors: { [`${sheet} &`]: { blockSize: 'auto', flex: '1 1 0', minBlockSize: 0 } },
    },
  },
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface.base,
});

export const list = style({ position: 'relative', margin: 0, padding: 0 });

/** A row as tall as its message, never shorter than a one-line message (measured, then placed by the list). */
export const row = style({
  position: 'absolute',
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: `${FEED_ROW_MIN_HEIGHT_PX}px`,
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
