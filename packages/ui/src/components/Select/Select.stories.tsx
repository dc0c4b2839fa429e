import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select.js';

const faculties = [
  { id: 'arts', name: 'Arts and Humanities' },
  { id: 'science', name: 'Science' },
  { id: 'law', name: 'Law' },
  { id: 'medicine', name: 'Medicine' },
  { id: 'engineering', name: 'Engineering', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Faculty',
    items: faculties,
    disabledKeys: ['engineering'],
    onSelectionChange: fn(),
    children: (item: (typeof faculties)[number]) => <SelectItem key={item.id}>{item.name}</SelectItem>,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320, minBlockSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select<(typeof faculties)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultSelectedKey: 'law' } };

export const WithDescription: Story = { args: { description: 'Where your department belongs.' } };

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a faculty.' } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'science' } };

/** The open list, so axe checks the options and the popover too. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Faculty/ }));
    await expect(await within(document.body).findByRole('listbox')).toBeVisible();
  },
};

/** Tab to the field, open it with the down arrow, move and choose with Enter. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Faculty/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('option', { name: 'Arts and Humanities' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('law');
    await expect(trigger).toHaveTextContent('Law');
    // Focus returns to the button once the popover has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  args: { description: 'Where your department belongs.' },
  play: Open.play,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { label: 'פקולטה' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: /פקולטה/ })).toHaveTextContent('Science');
  },
};
