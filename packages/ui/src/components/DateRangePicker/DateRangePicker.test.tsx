import { parseDate, parseZonedDateTime } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/index.js';
import { DateRangePicker } from './DateRangePicker.js';

// Browsers fire selectionchange as a task; happy-dom fires it inside Selection.collapse, and React Aria's date
// segments then recurse without end. Deferring it restores the browser's order. Keyboard flows (typing across both
// fields, the range calendar, right-to-left) are played in Chromium by the stories.
beforeAll(() => {
  const dispatch = document.dispatchEvent.bind(document);
  document.dispatchEvent = (event: Event) => {
    if (event.type !== 'selectionchange') return dispatch(event);
    setTimeout(() => dispatch(event));
    return true;
  };
});
afterAll(() => {
  delete (document as { dispatchEvent?: unknown }).dispatchEvent;
});

describe('DateRangePicker', () => {
  it('is invalid when the end comes before the start', () => {
    render(
      <UIProvider locale="en-US">
        <DateRangePicker
          label="Submission window"
          defaultValue={{ start: parseDate('2026-03-13'), end: parseDate('2026-03-02') }}
        />
      </UIProvider>,
    );
    const group = screen.getByRole('group', { name: 'Submission window' });
    expect(group.querySelector('[aria-invalid="true"]')).not.toBeNull();
  });

  it('keeps both ends in their time zone', () => {
    render(
      <UIProvider locale="en-US">
        <DateRangePicker
          label="Event"
          defaultValue={{
            start: parseZonedDateTime('2026-03-06T09:00[America/New_York]'),
            end: parseZonedDateTime('2026-03-06T17:00[America/New_York]'),
          }}
        />
      </UIProvider>,
    );
    const text = screen.getByRole('group', { name: 'Event' }).textContent ?? '';
    expect(text.match(/EST/g)).toHaveLength(2);
  });
});
