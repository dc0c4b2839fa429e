import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../styles/sprinkles.css.js';
import { Stack } from './Stack.js';

describe('Stack', () => {
  it('keeps list semantics when rendered as a list', () => {
    render(
      <Stack as="ul" aria-label="Deadlines">
        <li>Submission</li>
        <li>Final closure</li>
      </Stack>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('sets its gap per breakpoint with the shared atomic classes', () => {
    render(<Stack gap={{ mobile: 'xs', tablet: 'lg' }}>Content</Stack>);
    const classes = screen.getByText('Content').className;
    for (const expected of sprinkles({ gap: { mobile: 'xs', tablet: 'lg' } }).split(' ')) {
      expect(classes).toContain(expected);
    }
  });
});
