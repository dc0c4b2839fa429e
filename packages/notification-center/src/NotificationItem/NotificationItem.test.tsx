import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXED_NOW, sampleMessage } from '../fixtures.js';
import { NotificationItem } from './NotificationItem.js';
import { formatRelativeTime } from './relativeTime.js';

describe('NotificationItem', () => {
  it('never lets a script or handler from the content reach the page', () => {
    const message = sampleMessage({
      content: '<img src=x onerror="window.hacked=true"><script>window.hacked=true</script><b>Hello</b>',
    });
    const { container } = render(<NotificationItem message={message} now={FIXED_NOW} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('b')?.textContent).toBe('Hello');
  });

  it('flattens links in the content to their text, since the whole message is one button', () => {
    const message = sampleMessage({ content: '<b>See</b> <a href="javascript:alert(1)">the event</a>' });
    const { container } = render(<NotificationItem message={message} now={FIXED_NOW} />);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByRole('button', { name: /the event/ })).toBeTruthy();
  });

  it('says how long ago the message came, in the locale', () => {
    render(<NotificationItem message={sampleMessage()} now={FIXED_NOW} />);
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    expect(formatRelativeTime(new Date('2026-03-05T12:00:00Z'), FIXED_NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(new Date('2026-03-06T11:00:00Z'), FIXED_NOW, 'fr')).toBe('il y a 1 heure');
  });

  it('names a message by its words, its time and its state, each apart', () => {
    const { rerender } = render(<NotificationItem message={sampleMessage()} now={FIXED_NOW} />);
    expect(
      screen.getByRole('button', {
        name: /^Ada Lovelace commented on your contribution ?, 5 minutes ago ?, Unread$/,
      }),
    ).toBeTruthy();
    rerender(<NotificationItem message={sampleMessage({ read: true })} now={FIXED_NOW} />);
    expect(
      screen.getByRole('button', { name: /^Ada Lovelace commented on your contribution ?, 5 minutes ago$/ }),
    ).toBeTruthy();
  });

  it('tells unread messages apart in words as well as by style', () => {
    const { rerender } = render(<NotificationItem message={sampleMessage()} now={FIXED_NOW} />);
    expect(screen.getByRole('button', { name: /Unread/ })).toBeTruthy();
    rerender(<NotificationItem message={sampleMessage({ read: true, seen: true })} now={FIXED_NOW} />);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.getByTestId('notification-item').dataset.read).toBe('true');
  });

  it('shows the avatar of the actor type', () => {
    render(
      <NotificationItem
        message={sampleMessage({ actor: { type: 'system_icon', data: 'warning' } })}
        now={FIXED_NOW}
      />,
    );
    expect(screen.getByRole('img', { name: 'Warning' })).toBeTruthy();
  });

  it('reports a click on the message', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const message = sampleMessage();
    render(<NotificationItem message={message} onClick={onClick} now={FIXED_NOW} />);
    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(onClick).toHaveBeenCalledWith(message);
  });

  it('marks as read and removes from its menu, by keyboard', async () => {
    const user = userEvent.setup();
    const onMarkAsRead = vi.fn();
    const onRemove = vi.fn();
    const message = sampleMessage();
    render(
      <NotificationItem message={message} onMarkAsRead={onMarkAsRead} onRemove={onRemove} now={FIXED_NOW} />,
    );
    screen.getByRole('button', { name: 'Message actions' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menuitem', { name: 'Mark as unread' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));
    expect(onMarkAsRead).toHaveBeenCalledWith(message);

    screen.getByRole('button', { name: 'Message actions' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Remove message' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onRemove).toHaveBeenCalledWith(message);
  });

  it('opens its menu on the first item with ArrowDown, and Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    render(<NotificationItem message={sampleMessage()} now={FIXED_NOW} />);
    const button = screen.getByRole('button', { name: 'Message actions' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(await screen.findByRole('menuitem', { name: 'Mark as read' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Remove message' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('offers mark as unread for a read message', async () => {
    const user = userEvent.setup();
    const onMarkAsUnread = vi.fn();
    render(
      <NotificationItem
        message={sampleMessage({ read: true, seen: true })}
        onMarkAsUnread={onMarkAsUnread}
        now={FIXED_NOW}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Message actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as unread' }));
    expect(onMarkAsUnread).toHaveBeenCalledTimes(1);
  });

  it('has no menu when the message actions are switched off', () => {
    render(<NotificationItem message={sampleMessage()} allowedNotificationActions={false} now={FIXED_NOW} />);
    expect(screen.queryByRole('button', { name: 'Message actions' })).toBeNull();
  });

  it('shows the action buttons while pending and hides them once done', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const buttons = [
      { type: 'primary' as const, content: 'Accept' },
      { type: 'secondary' as const, content: 'Decline' },
    ];
    const pending = sampleMessage({
      cta: { type: 'redirect', data: {}, action: { status: 'pending', buttons } },
    });
    const { rerender } = render(<NotificationItem message={pending} onAction={onAction} now={FIXED_NOW} />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAction).toHaveBeenCalledWith(pending, 'primary');
    const done = sampleMessage({ cta: { type: 'redirect', data: {}, action: { status: 'done', buttons } } });
    rerender(<NotificationItem message={done} onAction={onAction} now={FIXED_NOW} />);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});
