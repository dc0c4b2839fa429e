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
    const badge = canvas.getByText('3').getBoundingClientRect();
    const box = bell.getBoundingClientRect();
    // The badge sits on the inline-end corner, which is the left in right-to-left layouts, inside the button.
    await expect(badge.left + badge.right).toBeLessThan(box.left + box.right);
    await expect(badge.left).toBeGreaterThanOrEqual(box.left);
    await expect(badge.top).toBeGreaterThanOrEqual(box.top);
  },
};

/**
 * A bell against the screen's inline-end edge (the left in right-to-left), as in a phone's header row: its badge,
 * even at 99+, stays inside the button and on the screen, so the page never scrolls sideways.
 */
export const AtTheScreensEdge: Story = {
  args: { unseenCount: 150 },
  parameters: { canvasPadding: false },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <NotificationBell {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 99+ unseen' }).getBoundingClientRect();
    const badge = canvas.getByText('99+').getBoundingClientRect();
    const { scrollWidth, clientWidth } = document.documentElement;
    await expect(badge.left).toBeGreaterThanOrEqual(Math.max(0, bell.left));
    await expect(badge.right).toBeLessThanOrEqual(Math.min(clientWidth, bell.right));
    await expect(badge.top).toBeGreaterThanOrEqual(Math.max(0, bell.top));
    await expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  },
};

export const DarkRightToLeft: Story = {
  globals: { mode: 'dark', direction: 'rtl' },
  args: { unseenCount: 150 },
};
