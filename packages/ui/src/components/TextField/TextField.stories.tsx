import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField.js';

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
