import { useRef, useState, type ReactNode } from 'react';
import { useTextField, type AriaTextFieldProps } from 'react-aria';
import { FieldMessages, LabelText } from '../../private/Field.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './TextArea.css.js';

export interface TextAreaProps extends AriaTextFieldProps<HTMLTextAreaElement> {
  /** The visible label and accessible name. */
  label: ReactNode;
  /** Help under the field, tied to the text area with `aria-describedby`. */
  description?: ReactNode;
  /** Shown with an icon next to the field while it is invalid, tied with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Visible lines before it scrolls. */
  rows?: number;
  /** Shows `used / maxLength` under the field when `maxLength` is set. */
  showCount?: boolean;
  className?: string;
}

/** A labelled multi-line input, with the same label, description and error wiring as `TextField`. */
export function TextArea({ className, rows = 4, showCount = false, ...props }: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [uncontrolledLength, setUncontrolledLength] = useState((props.defaultValue ?? '').length);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isInvalid, validationErrors } =
    useTextField(
      {
        ...props,
        inputElementType: 'textarea',
        onChange: (value) => {
          setUncontrolledLength(value.length);
          props.onChange?.(value);
        },
      },
      ref,
    );
  const errorMessage = props.errorMessage ?? validationErrors.join(' ');
  const length = props.value?.length ?? uncontrolledLength;

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label {...labelProps} className={fieldStyles.label}>
        <LabelText isRequired={props.isRequired}>{props.label}</LabelText>
      </label>
      <div
        className={cx(fieldStyles.control, styles.areaControl)}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        <textarea
          {...inputProps}
          ref={ref}
          rows={rows}
          className={cx(fieldStyles.nativeInput, styles.textarea)}
        />
      </div>
      {showCount && props.maxLength !== undefined ? (
        // Read on demand rather than announced on every keystroke.
        <span className={styles.count}>
          {length} / {props.maxLength}
        </span>
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
