import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import type { LinkComponentProps } from '../UIProvider/UIContext.js';
import { Breadcrumbs } from './Breadcrumbs.js';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a {...props} data-router="">
      {children}
    </a>
  );
}

describe('Breadcrumbs', () => {
  it('links every level above the page through the injected link and marks the current page', () => {
    render(
      <UIProvider linkComponent={RouterLink}>
        <Breadcrumbs
          items={[
            { label: 'Events', href: '/events' },
            { label: 'Poster day', href: '/events/poster-day' },
            { label: 'My contribution' },
          ]}
        />
      </UIProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/events', '/events/poster-day']);
    expect(links.every((link) => link.hasAttribute('data-router'))).toBe(true);
    expect(within(nav).getByText('My contribution').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });
});
