import { CalendarDate, parseZonedDateTime, type DateValue } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/index.js';
import { DatePicker } from './DatePicker.js';

const inLocale = (locale: string, children: ReactNode) =>
  render(<UIProvider locale={locale}>{children}</UIProvider>);
const segmentTexts = () =>
  screen
    .getAllByRole('spinbutton')
    .map((segment) => segment.getAttribute('aria-label') ?? segment.textContent);

// Browsers fire selectionchange as a task; happy-dom fires it inside Selection.collapse, and React Aria's date
// segments (which collapse the selection on selectionchange) then recurse without end. Deferring it here
// restores the browser's order. The calendar's keyboard flows (arrows, Enter, right-to-left) are played in
// Chromium by the stories, since happy-dom does not move focus into the calendar grid.
beforeAll(() => {
  const dispatch = document.dispatchEvent.bind(document);
  document.dispatchEvent = (event: Event) => {
    if (event.type !== 'selectionchange') return dispatch(event);
    setTimeout(() => dispatch(event));
    return true;
  };
});
afterAll(() => {
  // Removing the own property brings back the prototype's method.
  delete (document as { dispatchEvent?: unknown }).dispatchEvent;
});

describe('DatePicker', () => {
  it('takes a typed date from the keyboard, segment by segment in the locale’s order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    inLocale('en-US', <DatePicker label="Closure date" onChange={onChange} />);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('month, ');
    await user.keyboard('03062026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 6));
  });

  it('keeps a zoned value in its time zone and shows the zone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: DateValue | null) => void>();
    inLocale(
      'en-US',
      <DatePicker
        label="Event start"
        defaultValue={parseZonedDateTime('2026-03-06T10:00[America/New_York]')}
        onChange={onChange}
      />,
    );
    expect(segmentTexts()).toEqual(expect.arrayContaining(['hour, ', 'minute, ']));
    expect(screen.getByRole('group', { name: 'Event start' }).textContent).toContain('EST');
    const hour = screen
      .getAllByRole('spinbutton')
      .find((segment) => segment.getAttribute('aria-label') === 'hour, ');
    hour?.focus();
    await user.keyboard('{ArrowUp}');
    const value = onChange.mock.lastCall?.[0];
    expect(value?.toString()).toBe('2026-03-06T11:00:00-05:00[America/New_York]');
  });

  it('ties the error to the field and marks it invalid', () => {
    inLocale(
      'en-US',
      <DatePicker
        label="Closure date"
        isInvalid
        errorMessage="The closure date must be after the opening date."
      />,
    );
    const group = screen.getByRole('group', { name: 'Closure date' });
    const error = screen.getByText('The closure date must be after the opening date.');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(error.parentElement?.id);
  });
});
