import { useRef, type ReactNode } from 'react';
import { useDatePicker, type AriaDatePickerProps, type DateValue } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { Calendar, DateField } from '../../private/DateParts.js';
import { DatePickerFrame } from '../../private/DatePickerFrame.js';

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
  const { fieldProps, calendarProps, validationErrors, ...parts } = useDatePicker(props, state, ref);
  return (
    <DatePickerFrame
      {...parts}
      className={className}
      label={props.label}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      description={props.description}
      errorMessage={props.errorMessage ?? validationErrors.join(' ')}
      groupRef={ref}
      popoverState={state}
      fields={<DateField {...fieldProps} />}
      calendar={<Calendar {...calendarProps} />}
    />
  );
}
