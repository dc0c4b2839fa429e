import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Heading.css.js';
import type { HeadingLevel, HeadingSize } from './Heading.css.js';

/** The size each level takes unless told otherwise. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The level in the page outline (`h1` … `h6`). */
  level: HeadingLevel;
  /** The look; follows the level by default, so the outline and the type scale can differ when they must. */
  size?: HeadingSize;
}

/** A section heading: the level is semantics, the size is looks. */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    // Its direction is found from its own letters, as for Text.
    <Element
      dir="auto"
      {...rest}
      className={cx(styles.heading({ size: size ?? sizeOfLevel[level] }), className)}
    />
  );
}
