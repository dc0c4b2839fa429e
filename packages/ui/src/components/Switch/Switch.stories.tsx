import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.js';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Email me a daily digest', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Off: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = { args: { isDisabled: true } };

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

/** Tab to the switch and toggle it with Space, no pointer involved; the kit's ring shows on the track. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Email me a daily digest' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { defaultSelected: true } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'he' },
  args: { children: 'שלחו לי תקציר יומי', defaultSelected: true },
};
