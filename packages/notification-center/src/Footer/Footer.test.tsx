import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, withCampaign } from './Footer.js';

describe('Footer', () => {
  it('links to the provider with the in-app campaign', () => {
    render(<Footer />);
    const link = screen.getByRole('link', { name: 'Powered by Herald' });
    expect(link.getAttribute('href')).toBe('https://herald.dev?utm_campaign=in-app');
  });

  it('keeps a query the site url already has', () => {
    expect(withCampaign('https://example.edu/?ref=bell')).toBe(
      'https://example.edu/?ref=bell&utm_campaign=in-app',
    );
  });
});
