import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css.js';

/** Breakpoints, mobile first: tablet from 768 px (where the side nav stops being a drawer), desktop from 1024 px. */
export const BREAKPOINTS = { tablet: '48em', desktop: '64em' } as const;

/** The responsive conditions, in the order a responsive array lists them. */
export const RESPONSIVE_CONDITIONS = ['mobile', 'tablet', 'desktop'] as const;

/** Grid column counts the layout primitives offer. */
export const GRID_COLUMNS = [1, 2, 3, 4, 5, 6] as const;

const columns = Object.fromEntries(
  GRID_COLUMNS.map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
) as Record<(typeof GRID_COLUMNS)[number], string>;

// Atomic classes only: every rule is scoped to a generated class and written with logical properties,
// so layouts mirror themselves in right-to-left without a second set of rules.
const responsiveLayout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${BREAKPOINTS.tablet})` },
    desktop: { '@media': `screen and (min-width: ${BREAKPOINTS.desktop})` },
  },
  defaultCondition: 'mobile',
  responsiveArray: RESPONSIVE_CONDITIONS,
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    gridTemplateColumns: columns,
  },
  shorthands: { padding: ['paddingBlock', 'paddingInline'] },
});

export const sprinkles = createSprinkles(responsiveLayout);

/** Every prop `sprinkles()` accepts, including responsive objects and arrays. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A spacing step of the theme. */
export type Space = keyof typeof vars.space;
