import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../styles/sprinkles.css.js';
import { Grid } from './Grid.js';

describe('Grid', () => {
  it('takes one column count per breakpoint from a responsive array', () => {
    render(<Grid columns={[1, 2, 3]}>Events</Grid>);
    const classes = screen.getByText('Events').className.split(' ');
    for (const expected of sprinkles({ gridTemplateColumns: [1, 2, 3] }).split(' ')) {
      expect(classes).toContain(expected);
    }
  });

  it('passes other props through, such as a landmark name', () => {
    render(<Grid as="ul" aria-label="Open events" />);
    expect(screen.getByRole('list', { name: 'Open events' })).toBeTruthy();
  });
});
