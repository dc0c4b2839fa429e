import { useRef, type ReactNode } from 'react';
import { mergeProps, useCheckbox, useFocusRing, VisuallyHidden, type AriaCheckboxProps } from 'react-aria';
import { useToggleState } from 'react-stately';
import { CheckIcon, MinusIcon } from '../../icons/StatusIcons.js';
import { cx } from '../../utils/cx.js';
import * as styles from './Checkbox.css.js';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The visible label; it is also the checkbox's accessible name. */
  children: ReactNode;
  className?: string;
}

/** A native checkbox under a drawn box: Space toggles it, forms submit it, `isIndeterminate` shows "some". */
export function Checkbox({ className, ...props }: CheckboxProps) {
  const state = useToggleState(props);
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled, isInvalid } = useCheckbox(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const isIndeterminate = props.isIndeterminate ?? false;

  return (
    <label
      {...labelProps}
      className={cx(styles.root, className)}
      data-selected={(isSelected && !isIndeterminate) || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <span className={styles.box} aria-hidden="true">
        {isIndeterminate ? <MinusIcon size={12} /> : isSelected ? <CheckIcon size={12} /> : null}
      </span>
      <span className={styles.text}>{props.children}</span>
    </label>
  );
}
