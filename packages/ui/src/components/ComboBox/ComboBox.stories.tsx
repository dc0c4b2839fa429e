import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox.js';

const departments = [
  { id: 'bio', name: 'Biology' },
  { id: 'chem', name: 'Chemistry' },
  { id: 'cs', name: 'Computer Science' },
  { id: 'econ', name: 'Economics' },
  { id: 'geo', name: 'Géographie' },
  { id: 'hist', name: 'History' },
  { id: 'math', name: 'Mathematics' },
  { id: 'phil', name: 'Philosophy' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Department',
    defaultItems: departments,
    emptyText: 'No department matches.',
    onSelectionChange: fn(),
    children: (item: (typeof departments)[number]) => <ComboBoxItem key={item.id}>{item.name}</ComboBoxItem>,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320, minBlockSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox<(typeof departments)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultSelectedKey: 'hist' } };

export const WithDescription: Story = { args: { description: 'Type to filter the list.' } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose your department.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'math' } };

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Department' }), 'zz');
    await expect(await within(document.body).findByText('No department matches.')).toBeVisible();
  },
};

/** Type to filter, arrow down to an option and choose it with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Department' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('philo');
    await expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual(['Philosophy']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('phil');
    await expect(input).toHaveValue('Philosophy');
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'c');
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { label: 'מחלקה' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('hist{ArrowDown}{Enter}');
    const input = canvas.getByRole('combobox', { name: 'מחלקה' });
    await expect(input.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveValue('History');
  },
};
