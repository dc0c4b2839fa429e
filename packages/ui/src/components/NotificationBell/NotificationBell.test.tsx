import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './NotificationBell.js';

describe('NotificationBell', () => {
  it.each([
    [0, 'Notifications'],
    [3, 'Notifications, 3 unseen'],
    [150, 'Notifications, 99+ unseen'],
  ])('with %i unseen is named "%s"', (unseenCount, name) => {
    render(<NotificationBell unseenCount={unseenCount} />);
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('shows no badge when nothing is unseen', () => {
    render(<NotificationBell unseenCount={0} />);
    expect(screen.getByRole('button').textContent).toBe('');
  });

  it('shows the capped count on its badge', () => {
    render(<NotificationBell unseenCount={150} />);
    expect(screen.getByRole('button').textContent).toBe('99+');
  });

  it('announces a new count politely', () => {
    const { rerender } = render(<NotificationBell unseenCount={0} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<NotificationBell unseenCount={4} />);
    expect(screen.getByRole('status').textContent).toBe('Notifications, 4 unseen');
  });

  it('says what it is told arrived instead of the count, the count staying in its name', () => {
    const { rerender } = render(<NotificationBell unseenCount={3} announcement={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<NotificationBell unseenCount={4} announcement="New: Event #1 has a new comment" />);
    expect(screen.getByRole('status').textContent).toBe('New: Event #1 has a new comment');
    expect(screen.getByRole('button', { name: 'Notifications, 4 unseen' })).toBeTruthy();
  });

  it('calls onClick so the app can open the notification center', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<NotificationBell unseenCount={2} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unseen' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws the host’s content in place of the icon and badge, and keeps its name and announcement', () => {
    const { rerender } = render(
      <NotificationBell unseenCount={3}>
        <span>Inbox 3</span>
      </NotificationBell>,
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unseen' });
    // The host's drawing alone: no badge of the kit's beside it.
    expect(bell.textContent).toBe('Inbox 3');
    rerender(
      <NotificationBell unseenCount={4}>
        <span>Inbox 4</span>
      </NotificationBell>,
    );
    expect(screen.getByRole('status').textContent).toBe('Notifications, 4 unseen');
  });
});
