import { useRef, type ReactNode } from 'react';
import { useDateRangePicker, type AriaDateRangePickerProps, type DateValue } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { FieldMessages, LabelText } from '../../private/Field.js';
import { CalendarButton, DateField, RangeCalendar } from '../../private/DateParts.js';
import * as dateStyles from '../../private/DateParts.css.js';
import { FieldPopover } from '../../private/ListBoxPopover.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';
import { CalendarDialog } from '../DatePicker/DatePicker.js';

export interface DateRangePickerProps<T extends DateValue> extends AriaDateRangePickerProps<T> {
  /** The visible label and accessible name. */
  label: ReactNode;
  /** Help under the field, tied to it with `aria-describedby`. */
  description?: ReactNode;
  /** Shown with an icon next to the field while it is invalid, tied with `aria-describedby`. */
  errorMessage?: ReactNode;
  className?: string;
}

/**
 * A start and an end date (or dates and times), typed or picked from a range calendar. Zoned values keep their
 * time zone on both ends; an end before the start is invalid.
 */
export function DateRangePicker<T extends DateValue>({ className, ...props }: DateRangePickerProps<T>) {
  const state = useDateRangePickerState(props);
  const ref = useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDateRangePicker(props, state, ref);
  const errorMessage = props.errorMessage ?? validationErrors.join(' ');

  return (
    <div className={cx(fieldStyles.field, className)}>
      <span {...labelProps} className={fieldStyles.label}>
        <LabelText isRequired={props.isRequired}>{props.label}</LabelText>
      </span>
      <div
        {...groupProps}
        ref={ref}
        className={cx(fieldStyles.control, dateStyles.group)}
        data-invalid={isInvalid || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        <DateField {...startFieldProps} />
        <span aria-hidden="true" className={dateStyles.rangeDash}>
          –
        </span>
        <DateField {...endFieldProps} />
        <CalendarButton {...buttonProps} />
      </div>
      {state.isOpen ? (
        <FieldPopover state={state} triggerRef={ref}>
          <CalendarDialog {...dialogProps}>
            <RangeCalendar {...calendarProps} />
          </CalendarDialog>
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
