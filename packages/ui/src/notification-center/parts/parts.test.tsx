import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePreferences } from '../Settings/fixtures.js';
import { Settings } from '../Settings/Settings.js';
import { ItemMenu } from './ItemMenu.js';

function menu(onSelect = { read: vi.fn(), remove: vi.fn(), archive: vi.fn() }) {
  render(
    <ItemMenu
      trigger={<button type="button">Message actions</button>}
      actions={[
        { label: 'Mark as read', onSelect: onSelect.read },
        { label: 'Archive', onSelect: onSelect.archive },
        { label: 'Remove message', tone: 'danger', onSelect: onSelect.remove },
      ]}
    />,
  );
  return onSelect;
}

describe('the message menu', () => {
  it('tells it opens a menu, and opens on its first item with ArrowDown, on its last with ArrowUp', async () => {
    const user = userEvent.setup();
    menu();
    const trigger = screen.getByRole('button', { name: 'Message actions' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mark as read' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowUp}');
    await screen.findByRole('menu');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Remove message' }));
  });

  it('walks its items with the arrows (wrapping), Home, End and first letters, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = menu();
    screen.getByRole('button', { name: 'Message actions' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Remove message'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Mark as read'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Remove message'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(item('Mark as read'));
    await user.keyboard('a');
    expect(document.activeElement).toBe(item('Archive'));
    await user.keyboard('{Enter}');
    expect(onSelect.archive).toHaveBeenCalledTimes(1);
    expect(onSelect.read).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the settings sections and switches', () => {
  it('expand a section into a region named by its header, and move between headers with Up, Down, Home, End', async () => {
    const user = userEvent.setup();
    render(<Settings preferences={samplePreferences} />);
    const comments = screen.getByRole('button', { name: /^Comments/ });
    const events = screen.getByRole('button', { name: /^Event reminders/ });
    expect(comments.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    comments.focus();
    await user.keyboard('{Enter}');
    expect(comments.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: /^Comments/ })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(events);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(comments);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(events);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(comments);
  });

  it('toggles a channel with Space on its switch, telling its state', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Settings preferences={samplePreferences} onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: /^Comments/ }));
    const sms = screen.getByRole('switch', { name: 'SMS' });
    expect((sms as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    sms.focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith('comments', 'sms', true);
  });

  it('keeps focus on a switch while the change saves, and ignores presses until it is saved', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(<Settings preferences={samplePreferences} onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: /^Comments/ }));
    const sms = screen.getByRole('switch', { name: 'SMS' });
    sms.focus();
    rerender(<Settings preferences={samplePreferences} onToggle={onToggle} isUpdating />);
    expect(document.activeElement).toBe(sms);
    expect(sms.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard(' ');
    expect(onToggle).not.toHaveBeenCalled();
    expect((sms as HTMLInputElement).checked).toBe(false);
  });
});
