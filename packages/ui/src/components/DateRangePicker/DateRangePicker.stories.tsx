import { parseDate, parseZonedDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.js';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Submission window', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 420, minBlockSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const march = { start: parseDate('2026-03-02'), end: parseDate('2026-03-13') };

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultValue: march } };

export const WithTimeZone: Story = {
  args: {
    label: 'Event',
    defaultValue: {
      start: parseZonedDateTime('2026-03-06T09:00[America/New_York]'),
      end: parseZonedDateTime('2026-03-06T17:00[America/New_York]'),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Event' })).toHaveTextContent(/EST/);
  },
};

export const Invalid: Story = {
  args: { defaultValue: march, isInvalid: true, errorMessage: 'The window must close after it opens.' },
};

export const Disabled: Story = { args: { defaultValue: march, isDisabled: true } };

export const Open: Story = {
  args: { defaultValue: march },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await within(document.body).findByRole('grid')).toBeVisible();
  },
};

/** The day the calendar's focus is on. */
const focusedDay = () => Number(document.activeElement?.textContent);

/**
 * Open the calendar from the keyboard, choose a start and an end with the arrows and Enter. The arrows count from
 * the chosen start: down is a week on, and right is a day on (a day back when the page is right to left).
 */
export const KeyboardOnly: Story = {
  args: { defaultValue: march },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    canvas.getByRole('button', { name: /Calendar/ }).focus();
    await userEvent.keyboard('{Enter}');
    const grid = await body.findByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await expect(focusedDay()).toBe(2);
    await userEvent.keyboard('{Enter}');
    await expect(focusedDay()).toBe(2);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const isRightToLeft = getComputedStyle(grid).direction === 'rtl';
    await expect(focusedDay()).toBe(isRightToLeft ? 8 : 10);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        start: parseDate('2026-03-02'),
        end: parseDate(isRightToLeft ? '2026-03-08' : '2026-03-10'),
      }),
    );
  },
};

export const TypeBothEnds: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('03022026');
    await userEvent.keyboard('03132026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-03-02'),
      end: parseDate('2026-03-13'),
    });
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { defaultValue: march }, play: Open.play };

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { label: 'חלון הגשה', defaultValue: march },
  play: async ({ canvas, args }) => {
    const calendarButton = canvas.getAllByRole('button').at(-1);
    if (!calendarButton) throw new Error('The calendar button is missing');
    calendarButton.focus();
    await userEvent.keyboard('{Enter}');
    const grid = await within(document.body).findByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await expect(focusedDay()).toBe(2);
    // In a right-to-left locale the left arrow moves forward in time, a day per press from the chosen start.
    await userEvent.keyboard('{Enter}{ArrowLeft}{ArrowLeft}');
    await expect(focusedDay()).toBe(4);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        start: parseDate('2026-03-02'),
        end: parseDate('2026-03-04'),
      }),
    );
  },
};
