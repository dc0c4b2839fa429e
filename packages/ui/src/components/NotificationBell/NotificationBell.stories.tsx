import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { NotificationBell } from './NotificationBell.js';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { unseenCount: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unseen' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const NothingUnseen: Story = {
  args: { unseenCount: 0 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveTextContent('');
  },
};

export const Capped: Story = {
  args: { unseenCount: 150 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 99+ unseen' });
    await expect(bell).toHaveTextContent('99+');
  },
};

/** New notifications arrive while the page is open: the badge updates and the count is announced. */
export const AnnouncesNewNotifications: Story = {
  render: function Render(args) {
    const [unseenCount, setUnseenCount] = useState(args.unseenCount ?? 0);
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <NotificationBell {...args} unseenCount={unseenCount} />
        <Button variant="secondary" onClick={() => setUnseenCount((count) => count + 1)}>
          Simulate a new notification
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Notifications, 3 unseen');
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a new notification' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Notifications, 4 unseen');
    await expect(canvas.getByRole('button', { name: 'Notifications, 4 unseen' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: Playground.play,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unseen' });
    const badge = canvas.getByText('3');
    // The badge sits on the inline-end corner, which is the left in right-to-left layouts.
    await expect(badge.getBoundingClientRect().left).toBeLessThan(bell.getBoundingClientRect().left);
  },
};

export const DarkRightToLeft: Story = {
  globals: { mode: 'dark', direction: 'rtl' },
  args: { unseenCount: 150 },
};
