import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ROLE_ID, STORAGE_KEYS, UNIVERSITY_ROUTES as R } from '@herald/protocol';
import { RootLayout } from '../../shared/shell/RootLayout';
import { storeToken } from '../../shared/session/token';
import { anything, api, messageOf } from '../../shared/data/http';
import { useQuery } from '../../shared/data/useQuery';
import { endRefusedSession } from './return-path';

function tokenWith(payload: unknown): string {
  const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}

function EventsPage() {
  const query = useQuery('events', (signal) => api.get('/events', anything, undefined, signal));
  return <p>{query.state.status === 'error' ? messageOf(query.state.error) : query.state.status}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout signInAgain={endRefusedSession} />,
        children: [
          { path: R.public.studentSignIn, element: <h1>Sign in</h1> },
          { path: R.public.staffSignIn, element: <h1>Staff sign in</h1> },
          { path: R.student.events, element: <EventsPage /> },
          { path: R.admin.dashboard, element: <EventsPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a session the server no longer accepts', () => {
  const answer = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ statusCode: 401, message: 'Unauthorized' }), { status: 401 }),
    ),
  );
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', answer);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    answer.mockClear();
  });

  it('ends here when a page’s request is refused, and sign-in comes back to that page', async () => {
    storeToken(tokenWith({ id: 7, roleID: ROLE_ID.STUDENT, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const router = renderAt('/student/event?tab=open');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fstudent%2Fevent%3Ftab%3Dopen');
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBeNull();
  });

  it('sends staff to the staff sign-in', async () => {
    storeToken(tokenWith({ id: 1, roleID: ROLE_ID.ADMIN, exp: Math.floor(Date.now() / 1000) + 3600 }));
    const router = renderAt('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fdashboard');
  });

  it('leaves a guest who browses without a token where they are', async () => {
    localStorage.setItem(STORAGE_KEYS.guestMarker, 'guest');
    const router = renderAt('/student/event');
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student/event');
    expect(localStorage.getItem(STORAGE_KEYS.guestMarker)).toBe('guest');
  });
});
