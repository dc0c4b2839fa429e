import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './Header.js';

describe('Header', () => {
  it('titles the center and says how many messages are unread, in words rather than a badge', () => {
    render(<Header unreadCount={3} />);
    const heading = screen.getByRole('heading', { name: 'Notifications, 3 unread' });
    // Words on screen ("3 unread"), not a bare number: a badge is the bell's and the tabs' mark of unseen messages.
    expect(heading.textContent).toBe('Notifications3 unread');
  });

  it('isolates the count, so "99+ unread" keeps its order in a right-to-left center', () => {
    render(
      <div dir="rtl">
        <Header unreadCount={150} />
      </div>,
    );
    expect(screen.getByText('99+ unread').tagName).toBe('BDI');
  });

  it('says no count when nothing is unread', () => {
    render(<Header unreadCount={0} />);
    expect(screen.getByRole('heading', { name: 'Notifications' }).textContent).toBe('Notifications');
  });

  it('caps the count at 99+', () => {
    render(<Header unreadCount={150} />);
    expect(screen.getByRole('heading', { name: 'Notifications, 99+ unread' })).toBeTruthy();
  });

  it('marks all as read, and cannot when everything is read', async () => {
    const user = userEvent.setup();
    const onMarkAllAsRead = vi.fn();
    const { rerender } = render(<Header onMarkAllAsRead={onMarkAllAsRead} />);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllAsRead).toHaveBeenCalledTimes(1);
    rerender(<Header onMarkAllAsRead={onMarkAllAsRead} allRead />);
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the settings cog only with user preferences on', async () => {
    const user = userEvent.setup();
    const onOpenSettings = vi.fn();
    const { rerender } = render(<Header onOpenSettings={onOpenSettings} />);
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    rerender(<Header onOpenSettings={onOpenSettings} showUserPreferences />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('keeps its words as the name of "Mark all as read", drawn with its icon (the icon alone when narrow)', () => {
    render(<Header />);
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    // The icon is decorative; the words stay in the button (hidden on screen when narrow), so its name never changes.
    expect(markAll.querySelector('svg')?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(markAll.textContent).toBe('Mark all as read');
  });

  it('keeps the whole title in the heading, however the header cuts it on screen', () => {
    render(<Header />);
    expect(screen.getByRole('heading', { name: 'Notifications' }).textContent).toBe('Notifications');
  });
});
