import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import type { LinkComponentProps } from '../UIProvider/UIContext.js';
import { Link } from './Link.js';

describe('Link', () => {
  it('renders a plain anchor until the app injects its link', () => {
    render(
      <UIProvider>
        <Link href="/profile">Profile</Link>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('navigates through the injected link component, keeping every prop', () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a {...rest} href={`/app${href}`} data-router="">
          {children}
        </a>
      );
    }
    render(
      <UIProvider linkComponent={RouterLink}>
        <Link href="/profile" aria-current="page">
          Profile
        </Link>
      </UIProvider>,
    );
    const link = screen.getByRole('link', { name: 'Profile' });
    expect(link.getAttribute('href')).toBe('/app/profile');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
