import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Card.css.js';
import type { CardPadding, CardTone } from './Card.css.js';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  padding?: CardPadding;
  /** An accent at the card's inline start; say the status in words inside the card too. */
  tone?: CardTone;
  /** `article` for a self-contained item (a contribution), `section` for a titled part of a page. */
  as?: 'div' | 'article' | 'section' | 'li';
}

/** A raised surface that groups related content: the first elevation level. */
export function Card({ padding = 'md', tone = 'neutral', as = 'div', className, ...rest }: CardProps) {
  // One element type for the props; `as` only changes the tag, never the props it accepts.
  const Element = as as 'div';
  return <Element {...rest} data-tone={tone} className={cx(styles.card({ padding, tone }), className)} />;
}
