import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePreferences } from './fixtures.js';
import { Settings } from './Settings.js';

describe('Settings', () => {
  it('lists each workflow with its active channels, hiding critical and channel-less ones', () => {
    render(<Settings preferences={samplePreferences} />);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Comments.*In App, Email/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Event reminders.*Push/ })).toBeTruthy();
    expect(screen.queryByText('Security alerts')).toBeNull();
    expect(screen.queryByText('Weekly digest')).toBeNull();
  });

  it('shows a switch per channel once opened, and reports a toggle', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Settings preferences={samplePreferences} onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: /Comments/ }));
    expect(screen.getByRole('switch', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'In App' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'SMS' }));
    expect(onToggle).toHaveBeenCalledWith('comments', 'sms', true);
  });

  it('says Saved on the row that saved, and waits while saving', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Settings preferences={samplePreferences} isUpdating />);
    await user.click(screen.getByRole('button', { name: /Comments/ }));
    expect(screen.getByRole('switch', { name: 'Email' }).getAttribute('aria-readonly')).toBe('true');
    rerender(<Settings preferences={samplePreferences} savedTemplateId="comments" />);
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('shows a loader while loading', () => {
    render(<Settings preferences={[]} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading settings' })).toBeTruthy();
  });

  it('says when a toggle failed and was undone', () => {
    render(<Settings preferences={samplePreferences} error="Network unavailable" />);
    expect(screen.getByRole('alert').textContent).toContain('The change could not be saved and was undone.');
  });

  it('goes back to the feed', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<Settings preferences={samplePreferences} onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
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
    expect(sms.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Email' }).getAttribute('aria-checked')).toBe('true');
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
    expect(sms.getAttribute('aria-readonly')).toBe('true');
    await user.keyboard(' ');
    expect(onToggle).not.toHaveBeenCalled();
    expect(sms.getAttribute('aria-checked')).toBe('false');
  });
});
