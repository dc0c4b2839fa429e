import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Skeleton.css.js';
import type { SkeletonShape } from './Skeleton.css.js';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  shape?: SkeletonShape;
  /** Any CSS length; the full width of its container by default (`circle`: the height). */
  width?: CSSProperties['inlineSize'];
  /** Any CSS length; one text line for `text`. */
  height?: CSSProperties['blockSize'];
}

/**
 * The grey outline of content that is still loading. Hidden from assistive technology: the region that loads says
 * so itself (`aria-busy`, or a status message), so a screen reader hears "loading" once and not one blank per line.
 */
export function Skeleton({ shape = 'text', width, height, className, style, ...rest }: SkeletonProps) {
  return (
    <span
      {...rest}
      aria-hidden="true"
      data-shape={shape}
      className={cx(styles.skeleton({ shape }), className)}
      style={{ inlineSize: width, blockSize: height, ...style }}
    />
  );
}
