import type { Meta, StoryObj } from '@storybook/react-vite';
import { SIZES } from '@herald/protocol';
import { expect, fn } from 'storybook/test';
import { Header } from './Header.js';

/**
 * The center's header on its own, its props set by hand (args): a part's reference. Mark all as read against an
 * in-memory widget backend is under Notification center/Connected/Inline center.
 */
const meta = {
  title: 'Notification center/Header',
  component: Header,
  args: { unseenCount: 3, onMarkAllAsRead: fn(), onOpenSettings: fn(), showUserPreferences: true },
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

export const WithUnseen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Notifications, 3 unseen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllAsRead).toHaveBeenCalled();
  },
};

export const AllRead: Story = {
  args: { unseenCount: 0, allRead: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const WithTabs: Story = { args: { hasTabs: true } };

export const WithoutPreferences: Story = { args: { showUserPreferences: false } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };
