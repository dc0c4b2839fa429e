import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.js';

describe('Spinner', () => {
  it('is an indeterminate progress bar named by its label', () => {
    render(<Spinner label="Loading contributions" />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading contributions' });
    expect(spinner.hasAttribute('aria-valuenow')).toBe(false);
  });
});
