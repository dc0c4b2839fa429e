import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIXED_NOW, sampleMessages } from '../fixtures.js';
import { PopoverNotificationCenter, popoverPlacement } from './PopoverNotificationCenter.js';

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

  it('reads a position as side and alignment', () => {
    expect(popoverPlacement('bottom-end')).toEqual({ side: 'bottom', align: 'end' });
    expect(popoverPlacement('left')).toEqual({ side: 'left', align: 'center' });
  });
});
