import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

// A dashed edge in the strong neutral (3:1); while files hover over it, the brand colour says "drop here".
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.secondary,
  textAlign: 'center',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, backgroundColor: vars.color.surface.hover },
    // Dimmed by colour, not opacity, so the hint keeps its contrast.
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const zoneIcon = style({ display: 'inline-flex', color: vars.color.text.secondary });

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: vars.color.text.secondary,
});

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const fileProgress = style({ flex: 1 });

export const readyFile = style({
  flex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.xs,
  minInlineSize: 0,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

// A long file name without spaces wraps instead of widening the page.
export const fileName = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});

export const fileStatus = style({ color: vars.color.text.secondary });

export const fileInput = style({ display: 'none' });
