import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.js';

const CloseIcon = () => (
  <svg viewBox="0 0 24 24">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

describe('IconButton', () => {
  it('takes its accessible name from the label', () => {
    render(<IconButton label="Close dialog" icon={<CloseIcon />} />);
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
  });

  it('cannot be written without a label', () => {
    // @ts-expect-error: an icon-only button without a label would have no accessible name
    const unnamed = <IconButton icon={<CloseIcon />} />;
    expect(unnamed.props).not.toHaveProperty('label');
  });

  it('keeps the icon and adornment out of the accessible name', () => {
    render(<IconButton label="Messages" icon={<CloseIcon />} adornment={<span>7</span>} />);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Messages');
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
  });

  it('calls the consumer handler when pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Close dialog" icon={<CloseIcon />} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
