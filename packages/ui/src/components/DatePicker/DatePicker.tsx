import { useRef, type ReactNode } from 'react';
import {
  useDatePicker,
  useDialog,
  type AriaDatePickerProps,
  type AriaDialogProps,
  type DateValue,
} from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { FieldMessages, LabelText } from '../../private/Field.js';
import { Calendar, CalendarButton, DateField } from '../../private/DateParts.js';
import * as dateStyles from '../../private/DateParts.css.js';
import { FieldPopover } from '../../private/ListBoxPopover.js';
import * as fieldStyles from '../../styles/field.css.js';
import { cx } from '../../utils/cx.js';

export interface DatePickerProps<T extends DateValue> extends AriaDatePickerProps<T> {
  /** The visible label and accessible name. */
  label: ReactNode;
  /** Help under the field, tied to it with `aria-describedby`. */
  description?: ReactNode;
  /** Shown with an icon next to the field while it is invalid, tied with `aria-describedby`. */
  errorMessage?: ReactNode;
  className?: string;
}

/**
 * A date, or date and time, typed segment by segment or picked from a calendar. Values come from
 * `@internationalized/date`: a `CalendarDate`, a `CalendarDateTime`, or a `ZonedDateTime`, which keeps its time
 * zone and shows it (hide it with `hideTimeZone`). Order, separators, first weekday and digits follow the
 * locale; the calendar's arrow keys swap in right-to-left locales.
 */
export function DatePicker<T extends DateValue>({ className, ...props }: DatePickerProps<T>) {
  const state = useDatePickerState(props);
  const ref = useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDatePicker(props, state, ref);
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
        <DateField {...fieldProps} />
        <CalendarButton {...buttonProps} />
      </div>
      {state.isOpen ? (
        <FieldPopover state={state} triggerRef={ref}>
          <CalendarDialog {...dialogProps}>
            <Calendar {...calendarProps} />
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

/** The popover's dialog, named by the field's label through React Aria's dialog props. */
export function CalendarDialog({ children, ...props }: AriaDialogProps & { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog(props, ref);
  return (
    <div {...dialogProps} ref={ref}>
      {children}
    </div>
  );
}
