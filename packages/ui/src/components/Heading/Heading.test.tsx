import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading.js';
import { heading } from './Heading.css.js';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as that heading level', (level) => {
    render(<Heading level={level}>Deadlines</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Deadlines' })).toBeTruthy();
  });

  it('takes its size from the level unless a size is given', () => {
    render(
      <>
        <Heading level={1}>Page</Heading>
        <Heading level={1} size="sm">
          Small page title
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Page' }).className).toContain(heading({ size: 'xxl' }));
    expect(screen.getByRole('heading', { name: 'Small page title' }).className).toContain(
      heading({ size: 'sm' }),
    );
  });
});
