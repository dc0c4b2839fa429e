// The parts DatePicker and DateRangePicker share: editable date segments, the calendar grid and its cells.
import { createCalendar, getWeeksInMonth, isToday, type CalendarDate } from '@internationalized/date';
import { useRef, type RefObject } from 'react';
import {
  mergeProps,
  useButton,
  useCalendar,
  useCalendarCell,
  useCalendarGrid,
  useDateField,
  useDateSegment,
  useFocusRing,
  useLocale,
  useRangeCalendar,
  type AriaButtonProps,
  type AriaDatePickerProps,
  type CalendarProps,
  type DateValue,
  type RangeCalendarProps,
} from 'react-aria';
import {
  useCalendarState,
  useDateFieldState,
  useRangeCalendarState,
  type CalendarState,
  type DateFieldState,
  type DateSegment,
  type RangeCalendarState,
} from 'react-stately';
import { CalendarIcon, ChevronEndIcon, ChevronStartIcon } from '../icons/StatusIcons.js';
import * as styles from './DateParts.css.js';

/**
 * A date, or date and time, typed segment by segment; React Aria handles every key. Numbers keep their leading zero
 * (`03/06/2026`) unless the caller says otherwise: every numeric segment is then as wide as the next, so the 24 px
 * targets space them evenly rather than padding a lone `3` more than `2026`.
 */
export function DateField(props: AriaDatePickerProps<DateValue>) {
  const { locale, direction } = useLocale();
  const fieldProps = { ...props, shouldForceLeadingZeros: props.shouldForceLeadingZeros ?? true };
  const state = useDateFieldState({ ...fieldProps, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { fieldProps: domProps } = useDateField(fieldProps, state, ref);
  return (
    // The segments read in the order of the date's own language, isolated from the page around them: an English
    // date in a right-to-left page reads 03/13/2026, not 2026/13/03.
    <div {...domProps} ref={ref} dir={direction} className={styles.segments}>
      {state.segments.map((segment, index) => (
        <Segment key={index} segment={segment} state={state} />
      ))}
    </div>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <div
      {...segmentProps}
      ref={ref}
      className={styles.segment}
      data-placeholder={segment.isPlaceholder || undefined}
      data-literal={segment.type === 'literal' || undefined}
    >
      {segment.text}
    </div>
  );
}

/** The button that opens the calendar; its accessible name comes from React Aria ("Calendar"). */
export function CalendarButton(props: AriaButtonProps & { buttonRef?: RefObject<HTMLButtonElement | null> }) {
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = props.buttonRef ?? ownRef;
  const { buttonProps } = useButton(props, ref);
  return (
    <button {...buttonProps} ref={ref} className={styles.calendarButton}>
      <CalendarIcon />
    </button>
  );
}

function NavButton(props: AriaButtonProps & { direction: 'previous' | 'next' }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button {...buttonProps} ref={ref} className={styles.calendarButton}>
      <span className={styles.navIcon}>
        {props.direction === 'previous' ? <ChevronStartIcon /> : <ChevronEndIcon />}
      </span>
    </button>
  );
}

/** A month grid for one date. */
export function Calendar(props: CalendarProps<DateValue>) {
  const { locale } = useLocale();
  const state = useCalendarState({ ...props, locale, createCalendar });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state);
  return (
    <div {...calendarProps} className={styles.calendar}>
      <CalendarHeader title={title} prevButtonProps={prevButtonProps} nextButtonProps={nextButtonProps} />
      <CalendarGrid state={state} />
    </div>
  );
}

/**
 * A month grid for a start and an end date. Choosing the start with Enter or Space leaves focus on that day, so
 * the next arrow key moves one step from the chosen start.
 */
export function RangeCalendar(props: RangeCalendarProps<DateValue>) {
  const { locale } = useLocale();
  const rangeState = useRangeCalendarState({ ...props, locale, createCalendar });
  // React Aria's cell calls focusNearestAvailableDate right after a keyboard press sets the range's start, which
  // moves focus to the next day: every arrow key afterwards landed one day past the day the user counted from.
  // Focus stays on the chosen start instead; the cell's description still says a range is being chosen. The
  // calendar, grid and cells must all receive this same object, as React Aria keys their shared data by it.
  const state: RangeCalendarState = {
    ...rangeState,
    focusNearestAvailableDate(anchor) {
      rangeState.setFocusedDate(anchor);
      rangeState.setFocused(true);
    },
  };
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(props, state, ref);
  return (
    <div {...calendarProps} ref={ref} className={styles.calendar}>
      <CalendarHeader title={title} prevButtonProps={prevButtonProps} nextButtonProps={nextButtonProps} />
      <CalendarGrid state={state} />
    </div>
  );
}

function CalendarHeader({
  title,
  prevButtonProps,
  nextButtonProps,
}: {
  title: string;
  prevButtonProps: AriaButtonProps;
  nextButtonProps: AriaButtonProps;
}) {
  return (
    <div className={styles.calendarHeader}>
      <NavButton {...prevButtonProps} direction="previous" />
      <h2 className={styles.calendarTitle}>{title}</h2>
      <NavButton {...nextButtonProps} direction="next" />
    </div>
  );
}

function CalendarGrid({ state }: { state: CalendarState | RangeCalendarState }) {
  const { locale } = useLocale();
  const { gridProps, headerProps, weekDays } = useCalendarGrid({}, state);
  const weeks = getWeeksInMonth(state.visibleRange.start, locale);
  return (
    <table {...gridProps} className={styles.grid}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index} className={styles.weekDay}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeks }, (_, weekIndex) => (
          <tr key={weekIndex}>
            {state
              .getDatesInWeek(weekIndex)
              .map((date, index) =>
                date ? <CalendarCell key={index} state={state} date={date} /> : <td key={index} />,
              )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CalendarCell({ state, date }: { state: CalendarState | RangeCalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLDivElement>(null);
  const {
    cellProps,
    buttonProps,
    isSelected,
    isOutsideVisibleRange,
    isDisabled,
    isUnavailable,
    formattedDate,
  } = useCalendarCell({ date }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const range = 'highlightedRange' in state ? state.highlightedRange : null;
  const isRangeStart = Boolean(isSelected && range && date.compare(range.start) === 0);
  const isRangeEnd = Boolean(isSelected && range && date.compare(range.end) === 0);
  const isInRange = Boolean(isSelected && range && !isRangeStart && !isRangeEnd);

  return (
    <td {...cellProps} className={styles.cell}>
      <div
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        className={styles.day}
        data-selected={(isSelected && !isInRange) || undefined}
        data-in-range={isInRange || undefined}
        data-range-start={isRangeStart || undefined}
        data-range-end={isRangeEnd || undefined}
        data-outside-month={isOutsideVisibleRange || undefined}
        data-disabled={isDisabled || undefined}
        data-unavailable={isUnavailable || undefined}
        data-today={isToday(date, state.timeZone) || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {formattedDate}
      </div>
    </td>
  );
}
