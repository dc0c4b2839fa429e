import { style } from '@vanilla-extract/css';
import { indicator, toggle } from '../../private/toggle.css.js';
import { vars } from '../../theme/contract.css.js';

/** The whole label is the hit area. */
export const root = toggle;

// The track is the switch itself (Radix's button): its state arrives as `data-state`. It is 24 px high, the least
// target WCAG 2.2 asks of a control (2.5.8). Its off colour reaches 3:1 against the surface, so the control is
// visible without its label.
export const track = style([
  indicator,
  {
    position: 'relative',
    inlineSize: '42px',
    blockSize: '24px',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.neutral['9'],
    cursor: 'inherit',
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.brand },
      // The kit's ring, not the browser's; in forced colours the outline stays and takes the system's colour.
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
    // In forced colours the page's colours give way to the system's: the track keeps an edge, on is Highlight,
    // and the ring takes the system's focus colour.
    '@media': {
      '(forced-colors: active)': {
        border: '1px solid ButtonText',
        selectors: {
          '&[data-state="checked"]': { backgroundColor: 'Highlight' },
          '&:focus-visible': { outlineColor: 'Highlight' },
        },
      },
    },
  },
]);

export const thumb = style({
  display: 'block',
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineStart: '2px',
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: '50%',
  backgroundColor: vars.color.surface.base,
  transitionProperty: 'inset-inline-start, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-state="checked"]': { insetInlineStart: '20px', backgroundColor: vars.color.brandForeground },
  },
  '@media': {
    '(forced-colors: active)': {
      backgroundColor: 'ButtonText',
      selectors: { '&[data-state="checked"]': { backgroundColor: 'HighlightText' } },
    },
  },
});
