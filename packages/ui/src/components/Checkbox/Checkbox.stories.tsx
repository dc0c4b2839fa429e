import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.js';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the submission terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Select all contributions' } };

export const Invalid: Story = { args: { isInvalid: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

/** Tab to the checkbox and tick it with Space. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'I accept the submission terms' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected>
        Notify me about new events
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Select all contributions
      </Checkbox>
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { children: 'אני מקבל את תנאי ההגשה', defaultSelected: true },
};
