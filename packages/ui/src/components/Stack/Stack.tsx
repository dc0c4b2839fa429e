import type { ComponentPropsWithRef } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.js';
import { cx } from '../../utils/cx.js';

/** How children line up across the stack: at its start, centre, end, or stretched to its width. */
export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof STACK_ALIGNS)[number];

const alignItems = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** Space between children: one theme step, or one per breakpoint (`{ mobile: 'sm', tablet: 'lg' }`). */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment; children stretch to the full width by default. */
  align?: StackAlign;
  /** The element to render; a list keeps its semantics (`ul`, `ol`). */
  as?: 'div' | 'section' | 'ul' | 'ol';
}

/** Children one under another with even space between them. */
export function Stack({ gap = 'md', align = 'stretch', as = 'div', className, ...rest }: StackProps) {
  // One element type for the props; `as` only changes the tag, never the props it accepts.
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      className={cx(
        sprinkles({ display: 'flex', flexDirection: 'column', gap, alignItems: alignItems[align] }),
        className,
      )}
    />
  );
}
