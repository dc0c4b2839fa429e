import { useRef, type ReactNode } from 'react';
import {
  HiddenSelect,
  mergeProps,
  useButton,
  useFocusRing,
  useSelect,
  type AriaSelectProps,
} from 'react-aria';
import { useSelectState } from 'react-stately';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.js';
import { FieldMessages, LabelText } from '../../private/Field.js';
import { FieldPopover, ListBox } from '../../private/ListBoxPopover.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './Select.css.js';

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'selectionMode'> {
  /** The visible label and accessible name. */
  label: ReactNode;
  /** Help under the field, tied to the button with `aria-describedby`. */
  description?: ReactNode;
  /** Shown with an icon next to the field while it is invalid, tied with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  className?: string;
}

/**
 * One choice from a list that opens under a button. Options are `SelectItem`s (React Stately's `Item`): static
 * children or a function of `items`. React Aria handles the keys: Enter, Space or the arrows open it, the arrows
 * move, typing jumps to a match, Enter chooses, Escape closes; a hidden native select carries the value in forms.
 */
export function Select<T extends object>({ className, placeholder = 'Select…', ...props }: SelectProps<T>) {
  const state = useSelectState(props);
  const ref = useRef<HTMLButtonElement>(null);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps, isInvalid } =
    useSelect(props, state, ref);
  const { buttonProps } = useButton(triggerProps, ref);
  const { focusProps, isFocusVisible } = useFocusRing();

  return (
    <div className={cx(fieldStyles.field, className)}>
      <span {...labelProps} className={fieldStyles.label}>
        <LabelText isRequired={props.isRequired}>{props.label}</LabelText>
      </span>
      <HiddenSelect
        state={state}
        triggerRef={ref}
        label={typeof props.label === 'string' ? props.label : undefined}
        name={props.name}
        isDisabled={props.isDisabled}
      />
      <button
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        className={cx(fieldStyles.control, fieldStyles.singleLine, styles.trigger)}
        data-open={state.isOpen || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <span {...valueProps} className={cx(styles.value, !state.selectedItem && styles.placeholder)}>
          {state.selectedItem ? state.selectedItem.rendered : placeholder}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </button>
      {state.isOpen ? (
        <FieldPopover state={state} triggerRef={ref}>
          <ListBox {...menuProps} state={state} />
        </FieldPopover>
      ) : null}
      <FieldMessages
        description={props.description}
        errorMessage={props.errorMessage}
        isInvalid={isInvalid}
        descriptionProps={descriptionProps}
        errorMessageProps={errorMessageProps}
      />
    </div>
  );
}

export { Item as SelectItem } from 'react-stately';
