import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../styles/sprinkles.css.js';
import { Inline } from './Inline.js';

describe('Inline', () => {
  it('wraps by default and keeps one line when asked', () => {
    render(
      <>
        <Inline>Wrapping</Inline>
        <Inline wrap={false}>Single line</Inline>
      </>,
    );
    expect(screen.getByText('Wrapping').className).toContain(sprinkles({ flexWrap: 'wrap' }));
    expect(screen.getByText('Single line').className).toContain(sprinkles({ flexWrap: 'nowrap' }));
  });

  it('spreads children apart with spaceBetween', () => {
    render(<Inline align="spaceBetween">Toolbar</Inline>);
    expect(screen.getByText('Toolbar').className).toContain(sprinkles({ justifyContent: 'space-between' }));
  });
});
