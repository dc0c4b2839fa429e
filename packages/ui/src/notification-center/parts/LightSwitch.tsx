import { useState, type ReactNode } from 'react';
import * as styles from '../../components/Switch/Switch.css.js';
import { visuallyHidden } from '../../styles/a11y.css.js';
import { cx } from '../../utils/cx.js';

export interface LightSwitchProps {
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (selected: boolean) => void;
  children: ReactNode;
  className?: string;
}

/**
 * The kit's switch drawn without React Aria, for the settings chunk: a native checkbox with `role="switch"` under
 * the visual track (Space toggles it), named by its label, with the kit's switch styles and focus ring.
 * A disabled switch stays focusable (`aria-disabled`): a switch disabled while its change is saved must not drop
 * keyboard focus to the page.
 */
export function LightSwitch({
  isSelected,
  isDisabled = false,
  onChange,
  children,
  className,
}: LightSwitchProps) {
  const [focusVisible, setFocusVisible] = useState(false);
  return (
    <label
      className={cx(styles.root, className)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <input
        type="checkbox"
        role="switch"
        className={visuallyHidden}
        checked={isSelected}
        aria-disabled={isDisabled || undefined}
        onClick={(event) => {
          if (isDisabled) event.preventDefault();
        }}
        onChange={(event) => {
          if (!isDisabled) onChange?.(event.target.checked);
        }}
        onFocus={(event) => setFocusVisible(event.target.matches(':focus-visible'))}
        onBlur={() => setFocusVisible(false)}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </label>
  );
}
