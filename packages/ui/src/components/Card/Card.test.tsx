import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.js';

describe('Card', () => {
  it('renders as an article when the content stands on its own', () => {
    render(
      <Card as="article" aria-label="Research poster day">
        Closes 14 March
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Research poster day' })).toBeTruthy();
  });

  it('exposes its tone for styling and keeps consumer classes', () => {
    render(
      <Card tone="success" className="host-class">
        Accepted
      </Card>,
    );
    const card = screen.getByText('Accepted');
    expect(card.getAttribute('data-tone')).toBe('success');
    expect(card.classList.contains('host-class')).toBe(true);
  });
});
