import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { NotificationCenter } from './NotificationCenter.js';

const tabs = [
  { storeId: 'all', name: 'All' },
  { storeId: 'events', name: 'Events' },
];

describe('NotificationCenter', () => {
  it('shows the header, the feed and the footer', () => {
    render(
      <NotificationCenter feed={{ notifications: sampleMessages(3), now: FIXED_NOW }} unseenCount={2} />,
    );
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notifications, 2 unseen' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Powered by Herald' })).toBeTruthy();
  });

  it('moves the count to the tabs when there are several', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    render(
      <NotificationCenter
        feed={{ notifications: sampleMessages(3), now: FIXED_NOW }}
        unseenCount={2}
        tabs={tabs}
        tabCounts={{ all: 2, events: 1 }}
        activeTab="all"
        onTabChange={onTabChange}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
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
});
