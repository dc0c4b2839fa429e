import { useProgressBar } from 'react-aria';
import { cx } from '../../utils/cx.js';
import * as styles from './Spinner.css.js';
import type { SpinnerSize } from './Spinner.css.js';

export interface SpinnerProps {
  /** What is loading, read by assistive technology ("Loading contributions"). */
  label: string;
  size?: SpinnerSize;
  className?: string;
}

/** An indeterminate progress indicator: a `progressbar` without a value, named by `label`. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const { progressBarProps } = useProgressBar({ isIndeterminate: true, 'aria-label': label });
  return <span {...progressBarProps} className={cx(styles.spinner({ size }), className)} />;
}
