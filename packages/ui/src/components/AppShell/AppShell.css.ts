import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/a11y.css.js';
import { BREAKPOINTS } from '../../styles/sprinkles.css.js';
import { vars } from '../../theme/contract.css.js';

// Below this width the side nav is a drawer opened from the top bar (down to 360 px phones).
const wide = `screen and (min-width: ${BREAKPOINTS.tablet})`;
const roomForName = 'screen and (min-width: 30em)';

export const shell = style({
  position: 'relative',
  display: 'grid',
  minBlockSize: '100vh',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header" "main"',
  backgroundColor: vars.color.surface.canvas,
  '@media': {
    [wide]: {
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"header header" "nav main"',
    },
  },
});

/** Off screen until focused, then drawn over the top bar's start corner. */
export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    insetBlockStart: vars.space.xs,
    insetInlineStart: vars.space.xs,
    zIndex: vars.zIndex.skipLink,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.overlay,
    boxShadow: vars.shadow.overlay,
    color: vars.color.text.primary,
    fontWeight: vars.font.weight.semibold,
    textDecoration: 'underline',
    selectors: {
      '&:not(:focus)': {
        inlineSize: '1px',
        blockSize: '1px',
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        whiteSpace: 'nowrap',
      },
    },
  },
]);

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '56px',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface.base,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

/** The institution's name as logo text; long names end in an ellipsis rather than pushing the actions away. */
export const logo = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
});

export const actions = style({
  display: 'flex',
  flex: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const profileTrigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '36px',
    margin: 0,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.primary,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.hover },
      '&[data-state="open"]': { backgroundColor: vars.color.surface.active },
    },
  },
]);

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.neutral['5'],
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.semibold,
});

/** The user's name: kept for screen readers on narrow screens, where only the initials show. */
export const userName = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [roomForName]: {
      position: 'static',
      inlineSize: 'auto',
      blockSize: 'auto',
      maxInlineSize: '12rem',
      clip: 'auto',
      textOverflow: 'ellipsis',
    },
  },
});

/** Beside the page on wide screens; on narrow ones the same list lives in the drawer. */
export const nav = style({
  gridArea: 'nav',
  display: 'none',
  minInlineSize: 0,
  backgroundColor: vars.color.surface.base,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': { [wide]: { display: 'block' } },
});

/** The menu button that opens the drawer: only on narrow screens. */
export const menuButton = style({
  display: 'inline-flex',
  flex: 'none',
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  '@media': { [wide]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  '@media': { [wide]: { paddingBlock: vars.space.md } },
});

export const navLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    minBlockSize: '36px',
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    // The current item is marked by an edge in the brand colour at its inline start, besides its weight.
    borderInlineStart: '3px solid transparent',
    color: vars.color.text.secondary,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.surface.active,
        borderColor: vars.color.brand,
        color: vars.color.text.primary,
        fontWeight: vars.font.weight.semibold,
      },
    },
  },
]);

export const main = style({
  gridArea: 'main',
  minInlineSize: 0,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.canvas,
  // Focus lands here from the skip link; the region itself is not a control, so it draws no ring.
  outline: 'none',
  '@media': { [wide]: { padding: vars.space.lg } },
});
