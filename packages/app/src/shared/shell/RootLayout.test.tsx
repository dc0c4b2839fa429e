import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { formatDate } from '../format/dates';
import { RootLayout } from './RootLayout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function browserLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

function renderPage() {
  const router = createMemoryRouter([
    {
      element: <RootLayout signInAgain={(path) => path} />,
      children: [{ path: '/', element: <h1>Events</h1> }],
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('heading', { name: 'Events' }).closest('[lang]');
}

describe('the pages’ language', () => {
  it('is the text’s English for a French browser', () => {
    browserLanguage('fr-FR');
    expect(renderPage()?.getAttribute('lang')).toBe('en');
  });

  it('keeps the English pages left to right for an Arabic or Hebrew browser', () => {
    for (const language of ['ar-EG', 'he-IL']) {
      browserLanguage(language);
      const root = renderPage();
      expect(root?.getAttribute('lang')).toBe('en');
      expect(root?.getAttribute('dir')).toBe('ltr');
      cleanup();
    }
  });

  it('writes dates in English, like the text around them, whatever the browser’s language', () => {
    browserLanguage('fr-FR');
    expect(formatDate('2026-03-15T12:00:00.000Z')).toBe('Mar 15, 2026');
  });

  it('keeps a British reader’s own English and dates', () => {
    browserLanguage('en-GB');
    expect(renderPage()?.getAttribute('lang')).toBe('en-GB');
    expect(formatDate('2026-03-15T12:00:00.000Z')).toBe('15 Mar 2026');
  });
});
