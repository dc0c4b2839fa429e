import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { DEFAULT_NOTIFICATION_CENTER_LABELS } from '../labels.js';
import { NotificationCenter } from './NotificationCenter.js';

const tabs = [
  { storeId: 'all', name: 'All' },
  { storeId: 'events', name: 'Events' },
];

describe('NotificationCenter', () => {
  it('shows the header, the feed and the footer', () => {
    render(
      <NotificationCenter feed={{ notifications: sampleMessages(3), now: FIXED_NOW }} unreadCount={2} />,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Powered by Herald' })).toBeTruthy();
  });

  it('keeps the unread count in the header and gives each tab its own unseen count', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    render(
      <NotificationCenter
        feed={{ notifications: sampleMessages(3), now: FIXED_NOW }}
        unreadCount={2}
        tabs={tabs}
        tabCounts={{ all: 2, events: 1 }}
        activeTab="all"
        onTabChange={onTabChange}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Events/ }).textContent).toContain('1');
    await user.click(screen.getByRole('tab', { name: /^Events/ }));
    expect(onTabChange).toHaveBeenCalledWith('events', 'all');
  });

  it('disables mark all as read once every message is read', () => {
    const read = sampleMessages(3).map((message) => ({ ...message, read: true, seen: true }));
    render(<NotificationCenter feed={{ notifications: read, now: FIXED_NOW }} />);
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('speaks another language, English filling the gaps', () => {
    render(
      <NotificationCenter
        feed={{ notifications: [] }}
        labels={{ notifications: 'Benachrichtigungen', markAllAsRead: '' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('takes a custom header and footer', () => {
    render(
      <NotificationCenter
        feed={{ notifications: [] }}
        header={<p>Campus news</p>}
        footer={<p>Help desk</p>}
      />,
    );
    expect(screen.getByText('Campus news')).toBeTruthy();
    expect(screen.getByText('Help desk')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Powered by Herald' })).toBeNull();
  });

  it('draws the host’s rows and header actions among its own, and the host’s empty state', () => {
    const { rerender } = render(
      <NotificationCenter
        feed={{ notifications: sampleMessages(2), now: FIXED_NOW }}
        showUserPreferences
        onOpenSettings={() => undefined}
        headerActions={<a href="/account">Preferences</a>}
        renderItem={(message, item) => (
          <div>
            <span role="img" aria-label={`Avatar for ${message._id}`} />
            {item}
          </div>
        )}
        emptyState={<p>You are all caught up</p>}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Avatar for message-1',
      'Avatar for message-2',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: /#1 has a new comment/ })).toBeTruthy();
    const header = within(screen.getByRole('heading', { name: 'Notifications' }).parentElement!);
    const preferences = header.getByRole('link', { name: 'Preferences' });
    // Between "Mark all as read" and the cog.
    expect(header.getByRole('button', { name: 'Mark all as read' }).nextElementSibling).toBe(preferences);
    expect(preferences.nextElementSibling).toBe(header.getByRole('button', { name: 'Settings' }));

    rerender(<NotificationCenter feed={{ notifications: [] }} emptyState={<p>You are all caught up</p>} />);
    expect(screen.getByText('You are all caught up')).toBeTruthy();
    expect(screen.queryByText(DEFAULT_NOTIFICATION_CENTER_LABELS.noNewNotification)).toBeNull();
  });
});
