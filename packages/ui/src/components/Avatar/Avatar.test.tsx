import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar.js';

describe('Avatar', () => {
  it('shows a user picture with the name as its alternative text', () => {
    render(<Avatar type="user" data="https://example.org/ada.png" name="Ada Lovelace" />);
    const picture = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(picture.tagName).toBe('IMG');
  });

  it('falls back to initials when the picture fails to load', () => {
    render(<Avatar type="user" data="https://example.org/missing.png" name="Ada Lovelace" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar.textContent).toBe('AL');
  });

  it('shows initials for a user without a picture', () => {
    render(<Avatar type="user" name="Grace Brewster Hopper" />);
    expect(screen.getByRole('img', { name: 'Grace Brewster Hopper' }).textContent).toBe('GH');
  });

  it('takes initials from any script', () => {
    expect(initialsOf('  سارة   أحمد ')).toBe('سأ');
    expect(initialsOf('émile')).toBe('É');
  });

  it.each([
    ['warning', 'Warning'],
    ['info', 'Information'],
    ['error', 'Error'],
    ['success', 'Success'],
    ['up', 'Update'],
    ['question', 'Question'],
  ])('names the %s system icon in words', (icon, name) => {
    render(<Avatar type="system_icon" data={icon} />);
    expect(screen.getByRole('img', { name })).toBeTruthy();
  });

  it('lets the caller name a system icon in the reader’s language', () => {
    render(<Avatar type="system_icon" data="success" label="Angenommen" />);
    expect(screen.getByRole('img', { name: 'Angenommen' })).toBeTruthy();
  });

  it('shows a custom image, decorative unless labelled', () => {
    const { rerender } = render(<Avatar type="system_custom" data="https://example.org/logo.png" />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<Avatar type="system_custom" data="https://example.org/logo.png" label="Library" />);
    expect(screen.getByRole('img', { name: 'Library' })).toBeTruthy();
  });

  it('keeps the place of a missing avatar without announcing anything', () => {
    const { container } = render(<Avatar type="none" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
