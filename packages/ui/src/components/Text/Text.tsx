import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Text.css.js';
import type { TextSize, TextTone, TextWeight } from './Text.css.js';

export interface TextProps extends ComponentPropsWithRef<'p'> {
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  /** Figures of equal width, so counts and dates line up. */
  tabularNums?: boolean;
  /** A paragraph by default; `span` inside other text, `div` around blocks. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
}

/** Body text on the theme's type scale. */
export function Text({
  size = 'sm',
  tone = 'primary',
  weight = 'regular',
  tabularNums = false,
  as = 'p',
  className,
  ...rest
}: TextProps) {
  // One element type for the props; `as` only changes the tag, never the props it accepts.
  const Element = as as 'p';
  // Text comes from people and data as often as from the interface: its own direction is found from its letters,
  // so an English sentence in a right-to-left page keeps its full stop at its end.
  return (
    <Element
      dir="auto"
      {...rest}
      className={cx(styles.text({ size, tone, weight, tabularNums }), className)}
    />
  );
}
