import { SIZES } from '@herald/notification-protocol';
import { style } from '@vanilla-extract/css';
import { SMALL_SCREEN, vars } from '@herald/ui/foundations';

// Below 480 px of viewport width (SMALL_SCREEN) the center becomes a full-width sheet.

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  inlineSize: `${SIZES.widgetWidthPx}px`,
  maxInlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  '@media': {
    [SMALL_SCREEN]: {
      // The width it is given, not the viewport's: inside a padded host at 320 CSS px (400% zoom) a viewport-wide
      // center would make the page scroll sideways (WCAG 1.4.10); the popover's sheet is itself the screen's width.
      inlineSize: '100%',
      maxInlineSize: '100%',
      borderRadius: 0,
      borderInline: 'none',
    },
  },
});

/**
 * Marks a center shown as the popover's sheet: on small screens it fills the height the popover has below the
 * bell, and its list (or settings) takes whatever the header and footer leave.
 */
export const sheet = style({
  '@media': { [SMALL_SCREEN]: { blockSize: '100%', border: 'none' } },
});

/** A part between the header and the footer that grows to fill a sheet on small screens. */
export const sheetFill = style({
  '@media': {
    [SMALL_SCREEN]: {
      selectors: {
        [`${sheet} &`]: { display: 'flex', flexDirection: 'column', flex: '1 1 0', minBlockSize: 0 },
      },
    },
  },
});

/**
 * The live region's place: hidden like any visually hidden text, pinned to the start corner of the box it is placed
 * in, so that it never sits past the page's edge (a right-to-left page 320 px wide would scroll by its pixel).
 */
export const liveRegion = style({ insetBlockStart: 0, insetInlineStart: 0 });
