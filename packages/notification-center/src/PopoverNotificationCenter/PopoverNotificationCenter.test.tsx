import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@herald/ui/components/Dialog';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { PopoverNotificationCenter } from './PopoverNotificationCenter.js';
import { popoverPlacement } from './placement.js';

// The opened center is a lazy chunk; loaded up front, as hovering the bell does, so tests wait on nothing else.
beforeAll(() => import('./PopoverPanel.js'));

describe('PopoverNotificationCenter', () => {
  it('opens from the bell and closes with Escape, reporting both', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <PopoverNotificationCenter
        unseenCount={3}
        feed={{ notifications: sampleMessages(3), now: FIXED_NOW }}
        onOpenChange={onOpenChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unseen' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('says less when empty than the inline center', async () => {
    const user = userEvent.setup();
    render(<PopoverNotificationCenter feed={{ notifications: [] }} />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notification')).toBeTruthy();
  });

  it('toggles from the bell, tells its state, and gives focus back to the bell after Escape', async () => {
    const user = userEvent.setup();
    render(<PopoverNotificationCenter feed={{ notifications: sampleMessages(2), now: FIXED_NOW }} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(dialog.id);
    await user.click(bell);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell.getAttribute('aria-expanded')).toBe('false');

    bell.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(document.activeElement).not.toBe(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('opens from a bell the host slots in, keeping the host’s own click handler', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <PopoverNotificationCenter
        feed={{ notifications: [] }}
        bell={
          <button type="button" onClick={onClick}>
            Inbox
          </button>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Inbox' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
  });

  it('draws the host’s content in the kit’s bell, which still loads the center when pointed at or focused', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    render(
      <PopoverNotificationCenter
        unseenCount={4}
        feed={{ notifications: [] }}
        onIntent={onIntent}
        renderBell={({ unseenCount, open }) => `${open ? 'Close' : 'Open'} inbox, ${unseenCount}`}
      />,
    );
    const bell = screen.getByRole('button', { name: 'Notifications, 4 unseen' });
    expect(bell.textContent).toBe('Open inbox, 4');
    await user.hover(bell);
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(bell.textContent).toBe('Close inbox, 4');
  });

  it('names the bell and the dialog in the language given', async () => {
    const user = userEvent.setup();
    render(<PopoverNotificationCenter unseenCount={2} language="it" feed={{ notifications: [] }} />);
    await user.click(await screen.findByRole('button', { name: 'Notifiche, 2 non viste' }));
    expect(await screen.findByRole('dialog', { name: 'Notifiche' })).toBeTruthy();
    expect(screen.getByText('Nessuna nuova notifica')).toBeTruthy();
  });

  it('joins the bell’s name and its count as the language does, not with an English comma', async () => {
    render(<PopoverNotificationCenter unseenCount={2} language="zh" feed={{ notifications: [] }} />);
    expect(await screen.findByRole('button', { name: '通知，2 条未查看' })).toBeTruthy();
  });

  it('takes the host’s own title and joining pattern', async () => {
    render(
      <PopoverNotificationCenter
        unseenCount={5}
        labels={{ notifications: 'Inbox', titleWithUnseen: '{unseen} — {notifications}' }}
        feed={{ notifications: [] }}
      />,
    );
    expect(await screen.findByRole('button', { name: '5 unseen — Inbox' })).toBeTruthy();
  });

  it('closes a message menu before the center around it: Escape, then a press inside the center', async () => {
    const user = userEvent.setup();
    const onMarkAsRead = vi.fn();
    render(
      <PopoverNotificationCenter
        feed={{ notifications: sampleMessages(2), now: FIXED_NOW, onMarkAsRead }}
        defaultOpen
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const [menuButton] = await screen.findAllByRole('button', { name: 'Message actions' });
    await user.click(menuButton!);
    expect(await screen.findByRole('menu')).toBeTruthy();
    // The menu is portalled outside the center; pressing in it is not pressing outside the center.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBe(dialog);
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton!);
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as read' }));
    expect(onMarkAsRead).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();

    await user.click(menuButton!);
    await screen.findByRole('menu');
    await user.click(dialog);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open under a dialog the host opens from a message; Escape closes the dialog, then the center', async () => {
    const user = userEvent.setup();
    function Host() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <PopoverNotificationCenter
            feed={{ notifications: sampleMessages(2), now: FIXED_NOW, onClick: () => setOpened(true) }}
          />
          <Dialog open={opened} onOpenChange={setOpened}>
            <DialogContent title="Message details">
              <p>Details</p>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Host />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const center = await screen.findByRole('dialog', { name: 'Notifications' });
    const [message] = screen.getAllByRole('button', { name: /has a new comment/ });
    await user.click(message!);
    const details = await screen.findByRole('dialog', { name: 'Message details' });
    expect(details.contains(document.activeElement)).toBe(true);
    expect(center.isConnected).toBe(true);
    await user.keyboard('{Escape}');
    expect(details.isConnected).toBe(false);
    expect(center.isConnected).toBe(true);
    // Focus is back on the message the dialog was opened from.
    await waitFor(() => expect(document.activeElement).toBe(message));
    await user.keyboard('{Escape}');
    expect(center.isConnected).toBe(false);
    expect(document.activeElement).toBe(bell);
  });

  it('reads a position as side and alignment', () => {
    expect(popoverPlacement('bottom-end')).toEqual({ side: 'bottom', align: 'end' });
    expect(popoverPlacement('left')).toEqual({ side: 'left', align: 'center' });
  });
});
