import { BADGE_CAP } from '@herald/notification-protocol';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Badge.css.js';
import type { BadgeTone } from './Badge.css.js';

/** The text a badge shows for `count`: the number, or `99+` above the cap (docs/product.md §9). */
export function formatBadgeCount(count: number, cap: number = BADGE_CAP): string {
  return count > cap ? `${cap}+` : String(count);
}

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The count to show; nothing renders at 0. */
  count: number;
  tone?: BadgeTone;
  /** Counts above this show as `cap+`; the protocol's badge cap by default. */
  cap?: number;
}

/** A count in a pill, capped at `99+`, with tabular figures; hidden when there is nothing to count. */
export function Badge({ count, tone = 'danger', cap = BADGE_CAP, className, ...rest }: BadgeProps) {
  if (!(count > 0)) return null;
  return (
    <span
      {...rest}
      data-capped={count > cap ? '' : undefined}
      className={cx(styles.badge({ tone }), className)}
    >
      {formatBadgeCount(count, cap)}
    </span>
  );
}
