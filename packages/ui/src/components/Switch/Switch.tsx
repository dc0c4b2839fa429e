import { useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useSwitch, VisuallyHidden, type AriaSwitchProps } from 'react-aria';
import { useToggleState } from 'react-stately';
import { cx } from '../../utils/cx.js';
import * as styles from './Switch.css.js';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The visible label; it is also the switch's accessible name. */
  children: ReactNode;
  className?: string;
}

/**
 * An on/off setting that applies at once. React Aria keeps a native checkbox with `role="switch"` under the
 * visual track, so Space toggles it and forms submit it.
 */
export function Switch({ className, ...props }: SwitchProps) {
  const state = useToggleState(props);
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled, isReadOnly } = useSwitch(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();

  // The whole label is the hit area; the state goes to the styles as data attributes.
  return (
    <label
      {...labelProps}
      className={cx(styles.root, className)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {props.children}
    </label>
  );
}
