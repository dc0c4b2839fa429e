import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FIXED_NOW, sampleMessage } from '../fixtures.js';
import { NotificationItem } from './NotificationItem.js';

const buttons = [
  { type: 'primary' as const, content: 'Accept' },
  { type: 'secondary' as const, content: 'Decline' },
];

/**
 * One message row on its own, its props set by hand (args): a part's reference. Clicks, marks and actions against
 * an in-memory widget backend are under Notification center/Connected/Inline center.
 */
const meta = {
  title: 'Notification center/NotificationItem',
  component: NotificationItem,
  args: {
    message: sampleMessage(),
    now: FIXED_NOW,
    onClick: fn(),
    onMarkAsRead: fn(),
    onMarkAsUnread: fn(),
    onRemove: fn(),
    onAction: fn(),
  },
  decorators: [
    (Story) => (
      <div role="list" aria-label="Notifications" style={{ inlineSize: 420 }}>
        <div role="listitem">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ada Lovelace commented/ }));
    await expect(args.onClick).toHaveBeenCalledWith(args.message);
  },
};

export const Read: Story = { args: { message: sampleMessage({ read: true, seen: true }) } };

/** Markup from a template is cleaned before it reaches the page: no script, no handler, no link. */
export const HostileContent: Story = {
  args: {
    message: sampleMessage({
      content:
        'Hello <img src=x onerror="document.body.dataset.hacked=1"><a href="javascript:alert(1)">there</a>',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[onerror], a, script')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Hello there');
    await expect(document.body.dataset.hacked).toBeUndefined();
  },
};

export const SystemIcon: Story = {
  args: { message: sampleMessage({ actor: { type: 'system_icon', data: 'success' } }) },
};

export const ActionsPending: Story = {
  args: {
    message: sampleMessage({ cta: { type: 'redirect', data: {}, action: { status: 'pending', buttons } } }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAction).toHaveBeenCalledWith(args.message, 'primary');
  },
};

export const ActionsDone: Story = {
  args: {
    message: sampleMessage({ cta: { type: 'redirect', data: {}, action: { status: 'done', buttons } } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** The whole menu by keyboard: Tab to it, Enter opens, arrows move, Enter chooses. */
export const MenuByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Message actions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = within(document.body);
    await expect(await menu.findByRole('menuitem', { name: 'Mark as read' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: 'Remove message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(args.message);
  },
};

export const MenuByKeyboardRightToLeft: Story = { ...MenuByKeyboard, globals: { direction: 'rtl' } };

export const WithoutMenu: Story = { args: { allowedNotificationActions: false } };

export const Dark: Story = { globals: { mode: 'dark' } };

export const French: Story = { globals: { locale: 'fr' } };

export const Arabic: Story = { globals: { locale: 'ar', direction: 'rtl' } };
