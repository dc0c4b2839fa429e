import type { ComponentPropsWithRef } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.js';
import { cx } from '../../utils/cx.js';

/** Where a row of children sits along the line: at its start, centre, end, or spread apart. */
export const INLINE_ALIGNS = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlign = (typeof INLINE_ALIGNS)[number];

/** How children of different heights line up with each other. */
export const INLINE_ALIGNS_Y = ['start', 'center', 'end', 'baseline'] as const;
export type InlineAlignY = (typeof INLINE_ALIGNS_Y)[number];

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignItems = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends ComponentPropsWithRef<'div'> {
  /** Space between children, across and between lines: one theme step, or one per breakpoint. */
  gap?: Sprinkles['gap'];
  /** Placement along the line, measured from the inline start (the right in right-to-left). */
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Wraps onto new lines when the row runs out of room (default); `false` keeps one line. */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol';
}

/** Children side by side, wrapping when there is no room; follows the writing direction. */
export function Inline({
  gap = 'xs',
  align = 'start',
  alignY = 'center',
  wrap = true,
  as = 'div',
  className,
  ...rest
}: InlineProps) {
  // One element type for the props; `as` only changes the tag, never the props it accepts.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={cx(
        sprinkles({
          display: 'flex',
          flexDirection: 'row',
          flexWrap: wrap ? 'wrap' : 'nowrap',
          gap,
          justifyContent: justifyContent[align],
          alignItems: alignItems[alignY],
        }),
        className,
      )}
    />
  );
}
