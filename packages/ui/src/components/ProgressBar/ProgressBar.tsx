import type { ReactNode } from 'react';
import { useProgressBar, type AriaProgressBarProps } from 'react-aria';
import { cx } from '../../utils/cx.js';
import * as styles from './ProgressBar.css.js';
import type { ProgressTone } from './ProgressBar.css.js';

export interface ProgressBarProps extends AriaProgressBarProps {
  /** What is progressing, shown above the bar and used as its accessible name. */
  label?: ReactNode;
  /** Shows the value text (a localised percentage unless `valueLabel` is given). */
  showValueLabel?: boolean;
  tone?: ProgressTone;
  className?: string;
}

/**
 * Progress of one task. React Aria sets `role="progressbar"`, the value attributes and a localised
 * `aria-valuetext`; the fill grows along the inline axis, so it starts at the right in right-to-left text.
 */
export function ProgressBar({
  showValueLabel = true,
  tone = 'brand',
  minValue = 0,
  maxValue = 100,
  value = 0,
  className,
  ...props
}: ProgressBarProps) {
  const { progressBarProps, labelProps } = useProgressBar({ ...props, minValue, maxValue, value });
  const isIndeterminate = props.isIndeterminate ?? false;
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percentage = maxValue > minValue ? ((clamped - minValue) / (maxValue - minValue)) * 100 : 0;

  return (
    <div {...progressBarProps} className={cx(styles.root, className)}>
      {props.label || showValueLabel ? (
        <div className={styles.header}>
          {props.label ? (
            <span {...labelProps} className={styles.label}>
              {props.label}
            </span>
          ) : (
            <span />
          )}
          {showValueLabel && !isIndeterminate ? (
            <span className={styles.value}>{progressBarProps['aria-valuetext']}</span>
          ) : null}
        </div>
      ) : null}
      <div className={styles.track}>
        <div
          className={styles.fill({ tone })}
          data-indeterminate={isIndeterminate || undefined}
          style={isIndeterminate ? undefined : { inlineSize: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
