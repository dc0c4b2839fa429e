import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type AriaAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Switch.css.js';

export interface SwitchProps extends Pick<AriaAttributes, 'aria-describedby' | 'aria-details'> {
  /** The visible label; it is also the switch's accessible name. */
  children: ReactNode;
  /** On (controlled). */
  isSelected?: boolean;
  /** On at first (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state when the reader turns it on or off. */
  onChange?: (isSelected: boolean) => void;
  /** Cannot be focused or changed. */
  isDisabled?: boolean;
  /** Keeps focus and is announced, but does not change (a setting that is being saved). */
  isReadOnly?: boolean;
  /** Submitted with a surrounding form under this name, when on. */
  name?: string;
  /** The value a surrounding form submits when on (`on` by default). */
  value?: string;
  /** Takes focus when it mounts. */
  autoFocus?: boolean;
  id?: string;
  className?: string;
}

/**
 * An on/off setting that applies at once: Radix's switch, a `button` with `role="switch"` that Space and Enter
 * toggle, inside a label that is all of its hit area and its name. In a form, Radix keeps a hidden checkbox beside
 * it, so the form submits its state.
 */
export function Switch({
  className,
  children,
  isSelected,
  defaultSelected,
  onChange,
  isDisabled,
  isReadOnly,
  ...props
}: SwitchProps) {
  const labelId = useId();
  // A read-only switch keeps focus and its name but ignores presses: Radix skips its own toggle when the press
  // was prevented.
  const ignorePress = isReadOnly ? (event: MouseEvent) => event.preventDefault() : undefined;
  return (
    <label
      className={cx(styles.root, className)}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
    >
      <RadixSwitch.Root
        {...props}
        className={styles.track}
        checked={isSelected}
        defaultChecked={defaultSelected}
        onCheckedChange={onChange}
        disabled={isDisabled}
        aria-readonly={isReadOnly || undefined}
        aria-labelledby={labelId}
        onClick={ignorePress}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
      <span id={labelId}>{children}</span>
    </label>
  );
}
