import type { LabelHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Switch.css.js';

export interface SwitchFrameProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** The native checkbox with `role="switch"`, visually hidden, that carries the state. */
  input: ReactNode;
  isSelected: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isFocusVisible?: boolean;
  /** The visible label; it is also the switch's accessible name. */
  children: ReactNode;
}

/**
 * The switch's drawing, one source for every switch of the kit: a label around the hidden input, the track and the
 * thumb, with the state as data attributes the styles read. `Switch` fills it with React Aria; the notification
 * center's settings with a plain checkbox, so its chunk does not carry React Aria.
 */
export function SwitchFrame({
  input,
  isSelected,
  isDisabled = false,
  isReadOnly = false,
  isFocusVisible = false,
  className,
  children,
  ...labelProps
}: SwitchFrameProps) {
  return (
    <label
      {...labelProps}
      className={cx(styles.root, className)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {input}
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </label>
  );
}
