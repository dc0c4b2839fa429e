import { BADGE_CAP } from '@herald/notification-protocol';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge.js';

describe('Badge', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [BADGE_CAP, '99'],
    [BADGE_CAP + 1, '99+'],
    [150, '99+'],
  ])('shows %i as %s', (count, shown) => {
    render(<Badge count={count} data-testid="badge" />);
    expect(screen.getByTestId('badge').textContent).toBe(shown);
  });

  it.each([0, -3, Number.NaN])('renders nothing for %s', (count) => {
    const { container } = render(<Badge count={count} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks a capped count so it can be styled', () => {
    render(<Badge count={150} data-testid="badge" />);
    expect(screen.getByTestId('badge').hasAttribute('data-capped')).toBe(true);
  });

  it('accepts a different cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});
