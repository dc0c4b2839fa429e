import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.js';
import { text } from './Text.css.js';

describe('Text', () => {
  it('is a paragraph by default and an inline span on request', () => {
    render(
      <>
        <Text>Paragraph</Text>
        <Text as="span">Inline</Text>
      </>,
    );
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
  });

  it('applies the tone and tabular figures it is given', () => {
    render(
      <Text tone="danger" tabularNums>
        3 overdue
      </Text>,
    );
    expect(screen.getByText('3 overdue').className).toContain(text({ tone: 'danger', tabularNums: true }));
  });
});
