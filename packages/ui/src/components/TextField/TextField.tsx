import { useRef, type ReactNode } from 'react';
import { useTextField, type AriaTextFieldProps } from 'react-aria';
import { FieldMessages, LabelText } from '../../private/Field.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';
import * as styles from './TextField.css.js';

export interface TextFieldProps extends AriaTextFieldProps<HTMLInputElement> {
  /** The visible label and accessible name. */
  label: ReactNode;
  /** Help under the field, tied to the input with `aria-describedby`. */
  description?: ReactNode;
  /** Shown with an icon next to the field while it is invalid, tied with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Drawn before the input, for example a unit; hidden from assistive technology. */
  startAdornment?: ReactNode;
  /** Drawn after the input; hidden from assistive technology. */
  endAdornment?: ReactNode;
  className?: string;
}

/**
 * A labelled single-line input. React Aria ties label, description and error to the input, and marks it
 * `aria-invalid` while `isInvalid` is set or its validation fails.
 */
export function TextField({ className, startAdornment, endAdornment, ...props }: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isInvalid, validationErrors } =
    useTextField(props, ref);
  const errorMessage = props.errorMessage ?? validationErrors.join(' ');

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label {...labelProps} className={fieldStyles.label}>
        <LabelText isRequired={props.isRequired}>{props.label}</LabelText>
      </label>
      <div
        className={cx(fieldStyles.control, fieldStyles.singleLine, styles.textControl)}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        {startAdornment ? (
          <span className={styles.adornment} aria-hidden="true">
            {startAdornment}
          </span>
        ) : null}
        <input {...inputProps} ref={ref} className={fieldStyles.nativeInput} />
        {endAdornment ? (
          <span className={styles.adornment} aria-hidden="true">
            {endAdornment}
          </span>
        ) : null}
      </div>
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
