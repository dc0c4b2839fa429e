import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.js';
import { DatePicker } from '../DatePicker/DatePicker.js';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker.js';
import { Select, SelectItem } from '../Select/Select.js';
import { TextField } from './TextField.js';

const FACULTIES = [
  { id: 'arts', name: 'Arts and Humanities' },
  { id: 'science', name: 'Science' },
];

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Event title', onChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = { args: { description: 'Shown on the public calendar.' } };

export const WithPlaceholder: Story = { args: { placeholder: 'For example: Open day 2026' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: {
    description: 'Shown on the public calendar.',
    errorMessage: 'Enter a title.',
    isInvalid: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Event title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a title\./);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Open day' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Open day' } };

export const WithAdornments: Story = {
  args: { label: 'Budget', startAdornment: '€', endAdornment: 'EUR', inputMode: 'decimal' },
};

/** Tab in and type; no pointer. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Event title' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Open day');
    await expect(input).toHaveValue('Open day');
    await expect(args.onChange).toHaveBeenLastCalledWith('Open day');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} description="Shown on the public calendar." />
      <TextField {...args} label="Room" errorMessage="Enter a room." isInvalid />
      <TextField {...args} label="Organiser" isDisabled defaultValue="Student union" />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { label: 'כותרת האירוע', description: 'מוצג בלוח השנה הציבורי.', startAdornment: '#' },
};

/**
 * Every single-line field side by side, in one row of a form: one height for all (`size.control`, 36 px), whatever
 * each holds (a native input, a toggle button, date segments and a calendar button).
 */
export const SameHeightAsOtherFields: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} />
      <Select label="Faculty" items={FACULTIES}>
        {(item) => <SelectItem key={item.id}>{item.name}</SelectItem>}
      </Select>
      <ComboBox label="Department" items={FACULTIES}>
        {(item) => <ComboBoxItem key={item.id}>{item.name}</ComboBoxItem>}
      </ComboBox>
      <DatePicker label="Closure date" defaultValue={parseDate('2026-03-06')} />
      <DateRangePicker
        label="Submission window"
        defaultValue={{ start: parseDate('2026-02-03'), end: parseDate('2026-03-13') }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heightOf = (element: Element | null) => Math.round(element?.getBoundingClientRect().height ?? 0);
    const root = within(canvasElement);
    const heights = {
      textField: heightOf(root.getByRole('textbox', { name: 'Event title' }).parentElement),
      select: heightOf(root.getByRole('button', { name: /Faculty/ })),
      comboBox: heightOf(root.getByRole('combobox', { name: 'Department' }).parentElement),
      datePicker: heightOf(root.getByRole('group', { name: 'Closure date' })),
      dateRangePicker: heightOf(root.getByRole('group', { name: 'Submission window' })),
    };
    await expect(heights).toEqual({
      textField: 36,
      select: 36,
      comboBox: 36,
      datePicker: 36,
      dateRangePicker: 36,
    });
  },
};
