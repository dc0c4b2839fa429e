import { cx } from '../../utils/cx.js';
import * as styles from './Spinner.css.js';
import type { SpinnerSize } from './Spinner.css.js';

export interface SpinnerProps {
  /** What is loading, read by assistive technology ("Loading contributions"). */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

/**
 * An indeterminate progress indicator: a `progressbar` without a value, named by `label`. Plain markup, no React
 * Aria, so the notification center's lazily loaded views use it without carrying a number formatter.
 */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  return <span role="progressbar" aria-label={label} className={cx(styles.spinner({ size }), className)} />;
}
