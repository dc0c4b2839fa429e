import { useRef, type ReactNode } from 'react';
import { useButton, useComboBox, useFilter, type AriaComboBoxProps } from 'react-aria';
import { useComboBoxState } from 'react-stately';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.js';
import { FieldMessages, LabelText } from '../../private/Field.js';
import { FieldPopover, ListBox } from '../../private/ListBoxPopover.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './ComboBox.css.js';

export interface ComboBoxProps<T extends object> extends AriaComboBoxProps<T> {
  /** The visible label and accessible name. */
  label: ReactNode;
  /** Help under the field, tied to the input with `aria-describedby`. */
  description?: ReactNode;
  /** Shown with an icon next to the field while it is invalid, tied with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Shown in the open list when nothing matches what was typed. */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A text input that filters a list of options as the user types. Options are `ComboBoxItem`s; matching
 * ignores case and accents in the current locale. React Aria handles the keys: the arrows open and move,
 * Enter chooses, Escape closes and then clears.
 */
export function ComboBox<T extends object>({ className, emptyText, ...props }: ComboBoxProps<T>) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const state = useComboBoxState({
    ...props,
    defaultFilter: contains,
    allowsEmptyCollection: Boolean(emptyText),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<HTMLDivElement>(null);
  const {
    buttonProps: toggleProps,
    inputProps,
    listBoxProps,
    labelProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useComboBox({ ...props, inputRef, buttonRef, listBoxRef, popoverRef }, state);
  const { buttonProps } = useButton(toggleProps, buttonRef);
  const errorMessage = props.errorMessage ?? validationErrors.join(' ');

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label {...labelProps} className={fieldStyles.label}>
        <LabelText isRequired={props.isRequired}>{props.label}</LabelText>
      </label>
      <div
        ref={controlRef}
        className={cx(fieldStyles.control, fieldStyles.singleLine, styles.control)}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        <input {...inputProps} ref={inputRef} className={fieldStyles.nativeInput} />
        <button {...buttonProps} ref={buttonRef} className={styles.toggle}>
          <ChevronDownIcon />
        </button>
      </div>
      {state.isOpen ? (
        <FieldPopover state={state} triggerRef={controlRef} popoverRef={popoverRef} isNonModal>
          <ListBox {...listBoxProps} listBoxRef={listBoxRef} state={state} emptyText={emptyText} />
        </FieldPopover>
      ) : null}
      <FieldMessages
        description={props.description}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        descriptionProps={descriptionProps}
        errorMessageProps={errorMessageProps}
      />
    </div>
  );
}

export { Item as ComboBoxItem } from 'react-stately';
