import { parseDate, parseZonedDateTime, today } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker.js';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Closure date', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 360, minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultValue: parseDate('2026-03-06') } };

export const WithDescription: Story = { args: { description: 'Submissions close at the end of this day.' } };

/** A zoned date and time keeps its zone, shown as the last segment. */
export const WithTimeZone: Story = {
  args: {
    label: 'Event start',
    defaultValue: parseZonedDateTime('2026-03-06T10:00[Europe/London]'),
    description: 'Shown to every attendee in their own time zone later; entered in the venue’s.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Event start' })).toHaveTextContent(/GMT|UTC/);
  },
};

export const TimeZoneHidden: Story = {
  args: {
    label: 'Event start',
    defaultValue: parseZonedDateTime('2026-07-01T18:30[Asia/Tokyo]'),
    hideTimeZone: true,
  },
};

export const WithLimits: Story = {
  args: {
    minValue: parseDate('2026-03-01'),
    maxValue: parseDate('2026-03-31'),
    defaultValue: parseDate('2026-04-02'),
    description: 'A day in March 2026.',
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The closure date must be after the opening date.' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: parseDate('2026-03-06') } };

/** The open calendar, so axe checks the grid and the dialog too. */
export const Open: Story = {
  args: { defaultValue: parseDate('2026-03-06') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await within(document.body).findByRole('grid')).toBeVisible();
  },
};

/** Type a date, then open the calendar from its button and move with the arrows; no pointer. */
export const KeyboardOnly: Story = {
  args: { defaultValue: parseDate('2026-03-06') },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-04-06'));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const grid = await body.findByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /April 6, 2026/ })).toHaveFocus());
    // Right is a day on, or a day back when the page is right to left; down is a week on.
    const isRightToLeft = getComputedStyle(grid).direction === 'rtl';
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      parseDate(isRightToLeft ? '2026-04-12' : '2026-04-14'),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { defaultValue: today('UTC').set({ day: 15 }) },
  play: Open.play,
};

/** In Hebrew the left arrow moves to the next day, and the month arrows point the other way. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { label: 'תאריך סגירה', defaultValue: parseDate('2026-03-06') },
  play: async ({ canvas, args }) => {
    const calendarButton = canvas.getAllByRole('button').at(-1);
    if (!calendarButton) throw new Error('The calendar button is missing');
    calendarButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(within(dialog).getByRole('grid').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-03-07'));
  },
};
