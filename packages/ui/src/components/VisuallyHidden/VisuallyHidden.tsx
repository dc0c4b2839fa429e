import type { ComponentPropsWithRef } from 'react';
import { visuallyHidden } from '../../styles/a11y.css.js';
import { cx } from '../../utils/cx.js';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /** `div` for block content such as a heading; `span` by default so it fits inside text and buttons. */
  as?: 'span' | 'div';
}

/** Content a screen reader announces but the screen does not show, such as a table's caption or a unit. */
export function VisuallyHidden({ as = 'span', className, ...rest }: VisuallyHiddenProps) {
  const Element = as as 'span';
  return <Element {...rest} className={cx(visuallyHidden, className)} />;
}
