import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BellIcon } from '../../icons/BellIcon.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Tooltip } from './Tooltip.js';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Choose which events notify you',
    children: <IconButton label="Notification settings" icon={<BellIcon />} />,
  },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ paddingBlock: 48, paddingInline: 48 }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keyboard focus shows the hint at once and describes the button; Escape hides it, focus stays. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Notification settings' });
    await expect(button).toHaveFocus();
    const tip = await canvas.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Choose which events notify you');
    await expect(button).toHaveAccessibleDescription('Choose which events notify you');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Open: Story = { args: { open: true } };

export const OpenRightToLeft: Story = { args: { open: true, side: 'right' }, globals: { direction: 'rtl' } };
