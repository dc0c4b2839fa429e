import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.js';

describe('VisuallyHidden', () => {
  it('keeps its words in the accessible name of the control around it', () => {
    render(
      <button type="button">
        Edit <VisuallyHidden>Research poster day</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Edit Research poster day' })).toBeTruthy();
  });
});
