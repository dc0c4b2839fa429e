import type { Meta, StoryObj } from '@storybook/react-vite';
import { SIZES } from '@herald/notification-protocol';
import { expect, fn } from 'storybook/test';
import { Header } from './Header.js';

/**
 * The center's header on its own, its props set by hand (args): a part's reference. Mark all as read against an
 * in-memory widget backend is under Notification center/Connected/Inline center.
 */
const meta = {
  title: 'Notification center/Header',
  component: Header,
  args: { unreadCount: 3, onMarkAllAsRead: fn(), onOpenSettings: fn(), showUserPreferences: true },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: SIZES.widgetWidthPx }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header says how many messages are unread (the bold ones) in words beside the title. */
export const WithUnread: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByText('3 unread')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllAsRead).toHaveBeenCalled();
  },
};

/**
 * Nothing unread: no count, and "Mark all as read" disabled, still drawn with its icon so it reads as a control
 * that has nothing to do rather than as plain text.
 */
export const AllRead: Story = {
  args: { unreadCount: 0, allRead: true },
  play: async ({ canvas }) => {
    const markAll = canvas.getByRole('button', { name: 'Mark all as read' });
    await expect(markAll).toBeDisabled();
    await expect(markAll.querySelector('svg')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  },
};

export const WithoutPreferences: Story = { args: { showUserPreferences: false } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };

/** The 320 px a phone's sheet gives it (the narrowest phone): every control inside the header. */
const PHONE_WIDTH_PX = 320;

/**
 * On a phone: "Mark all as read" is an icon, still named by its words, and the title ends in an ellipsis before any
 * control leaves the header; every control stays a target of at least 24 × 24 px.
 */
export const OnAPhone: Story = {
  args: { unreadCount: 150 },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ inlineSize: PHONE_WIDTH_PX }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone').getBoundingClientRect();
    const heading = canvas.getByRole('heading', { name: 'Notifications, 99+ unread' });
    const controls = [heading, ...canvas.getAllByRole('button')];
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeVisible();
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(phone.left);
      await expect(box.right).toBeLessThanOrEqual(phone.right);
      if (control !== heading) {
        await expect(box.width).toBeGreaterThanOrEqual(24);
        await expect(box.height).toBeGreaterThanOrEqual(24);
      }
    }
  },
};
