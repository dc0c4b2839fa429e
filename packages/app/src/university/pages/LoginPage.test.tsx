import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeObjects } from '../../router';
import type * as SsoButtonsModule from '../../shared/sso/SsoButtons';

// The real single sign-on buttons, with the browser's navigation to the start address recorded instead.
const started = vi.hoisted(() => [] as string[]);
vi.mock('../../shared/sso/SsoButtons', async (importOriginal) => {
  const actual = await importOriginal<typeof SsoButtonsModule>();
  return {
    SsoButtons: (props: SsoButtonsModule.SsoButtonsProps) =>
      createElement(actual.SsoButtons, { ...props, navigate: (url: string) => started.push(url) }),
  };
});

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routeObjects, { initialEntries: [path] })} />);
}

describe('single sign-on from the sign-in page', () => {
  beforeEach(() => {
    localStorage.clear();
    started.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ data: [{ id: 'google', name: 'Google' }] }))),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('comes back to the page the person asked for', async () => {
    renderAt('/?next=%2Fstudent%2Fevent%3Ftab%3Dopen');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(started).toEqual(['/v1/auth/sso/google/start?returnTo=%2Fstudent%2Fevent%3Ftab%3Dopen']);
  });

  it('never hands another site over as the way back', async () => {
    renderAt('/staff?next=%2F%2Fevil.example%2Fadmin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(started).toEqual(['/v1/auth/sso/google/start?returnTo=%2F']);
  });
});
