import type { ComponentPropsWithRef } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.js';
import { cx } from '../../utils/cx.js';

export interface GridProps extends ComponentPropsWithRef<'div'> {
  /** Equal columns: a count, or one per breakpoint (`[1, 2, 3]` is one on phones, three on desktops). */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Space between cells: one theme step, or one per breakpoint. */
  gap?: Sprinkles['gap'];
  as?: 'div' | 'ul' | 'ol';
}

/** Equal-width columns that fill from the inline start, row by row. */
export function Grid({ columns = 1, gap = 'md', as = 'div', className, ...rest }: GridProps) {
  // One element type for the props; `as` only changes the tag, never the props it accepts.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={cx(sprinkles({ display: 'grid', gridTemplateColumns: columns, gap }), className)}
    />
  );
}
