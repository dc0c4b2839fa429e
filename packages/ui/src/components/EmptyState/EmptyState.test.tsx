import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('titles itself with a heading at the requested level and offers the next step', () => {
    render(
      <EmptyState
        title="No contributions yet"
        description="Submit work to an open event."
        headingLevel={3}
        icon={<svg data-testid="icon" />}
        action={<button type="button">Browse events</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No contributions yet' })).toBeTruthy();
    expect(screen.getByText('Submit work to an open event.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse events' })).toBeTruthy();
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
