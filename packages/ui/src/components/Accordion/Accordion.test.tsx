import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import { Accordion, AccordionItem } from './Accordion.js';

function renderAccordion(direction: 'ltr' | 'rtl' = 'ltr') {
  render(
    <UIProvider direction={direction}>
      <Accordion type="single" collapsible>
        <AccordionItem value="files" title="Files" headingLevel={2}>
          Word documents and images.
        </AccordionItem>
        <AccordionItem value="deadline" title="Deadlines" headingLevel={2}>
          14 March.
        </AccordionItem>
      </Accordion>
    </UIProvider>,
  );
  return userEvent.setup();
}

describe('Accordion', () => {
  it('puts each header button inside a heading of the given level', () => {
    renderAccordion();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Files', 'Deadlines']);
    expect(headings[0]?.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
  });

  it.each(['ltr', 'rtl'] as const)(
    'opens by keyboard, shows one section at a time (%s)',
    async (direction) => {
      const user = renderAccordion(direction);
      await user.tab();
      await user.keyboard('{Enter}');
      const files = screen.getByRole('button', { name: 'Files' });
      expect(files.getAttribute('aria-expanded')).toBe('true');
      const region = screen.getByRole('region', { name: 'Files' });
      expect(region.textContent).toBe('Word documents and images.');
      await user.keyboard('{ArrowDown}{Enter}');
      expect(screen.getByRole('button', { name: 'Deadlines' }).getAttribute('aria-expanded')).toBe('true');
      expect(files.getAttribute('aria-expanded')).toBe('false');
    },
  );
});
