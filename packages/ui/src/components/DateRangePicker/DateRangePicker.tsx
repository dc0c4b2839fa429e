import { useRef, type ReactNode } from 'react';
import { useDateRangePicker, type AriaDateRangePickerProps, type DateValue } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { DateField, RangeCalendar } from '../../private/DateParts.js';
import * as dateStyles from '../../private/DateParts.css.js';
import { DatePickerFrame } from '../../private/DatePickerFrame.js';

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
  const { startFieldProps, endFieldProps, calendarProps, validationErrors, ...parts } = useDateRangePicker(
    props,
    state,
    ref,
  );
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
      fields={
        <>
          <DateField {...startFieldProps} />
          <span aria-hidden="true" className={dateStyles.rangeDash}>
            –
          </span>
          <DateField {...endFieldProps} />
        </>
      }
      calendar={<RangeCalendar {...calendarProps} />}
    />
  );
}
