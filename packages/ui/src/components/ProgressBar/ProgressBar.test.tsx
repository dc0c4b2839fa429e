import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/index.js';
import { ProgressBar } from './ProgressBar.js';

describe('ProgressBar', () => {
  it('reports its value and a percentage to assistive technology and on screen', () => {
    render(<ProgressBar label="Uploading poster.pdf" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading poster.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(screen.getByText('40%')).toBeTruthy();
  });

  it('accepts any range', () => {
    render(<ProgressBar label="Reviews done" value={3} maxValue={12} valueLabel="3 of 12" />);
    const bar = screen.getByRole('progressbar', { name: 'Reviews done' });
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(screen.getByText('3 of 12')).toBeTruthy();
  });

  it('formats the percentage for the locale', () => {
    render(
      <UIProvider locale="de">
        <ProgressBar label="Hochladen" value={40} />
      </UIProvider>,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^40\s%$/);
  });

  it('has no value while the amount of work is unknown', () => {
    render(<ProgressBar label="Preparing" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Preparing' }).hasAttribute('aria-valuenow')).toBe(false);
  });
});
