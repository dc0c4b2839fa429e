import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_PREFIX, SSO_CALLBACK_PATH, SSO_ERROR_PARAM, STORAGE_KEYS } from '@herald/protocol';
import { ssoReturnToSchema } from '@herald/protocol/schemas';
import { isAppPath } from '../routes/return-path';
import { routeObjects } from '../routes/router';
import { SSO_API_PREFIX, SSO_ERROR_QUERY, ssoStartUrl } from './sso';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A token the app can read (the server verifies signatures, the browser only decodes). */
function token(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('single sign-on in the app', () => {
  it('uses the protocol’s prefix and error parameter, and starts at the server', () => {
    expect(SSO_API_PREFIX).toBe(API_PREFIX);
    expect(SSO_ERROR_QUERY).toBe(SSO_ERROR_PARAM);
    expect(ssoStartUrl('google', '/student/event')).toBe(
      '/v1/auth/sso/google/start?returnTo=%2Fstudent%2Fevent',
    );
  });

  it('hands the server as the way back only a path it accepts', () => {
    const paths = [
      '/',
      '/student/event?tab=open',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
    ];
    for (const path of [...paths, '/a b', `/${'a'.repeat(600)}`]) {
      expect(isAppPath(path), path).toBe(ssoReturnToSchema.safeParse(path).success);
    }
  });

  it('shows the reason of a failed single sign-on on the sign-in page', async () => {
    renderAt(`/?${SSO_ERROR_PARAM}=${encodeURIComponent('Your email address is not verified at Google')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your email address is not verified at Google',
    );
    // Without a server listing providers there are no single sign-on buttons.
    expect(screen.queryByRole('group', { name: 'Single sign-on' })).toBeNull();
  });

  it('stores the handed-over token like a password sign-in and opens the role’s home', async () => {
    const handedOver = token({ id: 4, roleID: 4, exp: Math.floor(Date.now() / 1000) + 3600 });
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#token=${handedOver}&returnTo=%2F`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/event'));
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBe(handedOver);
    expect(window.location.hash).toBe('');
  });

  it('opens the page the person asked for before signing in, when their role may open it', async () => {
    const handedOver = token({ id: 4, roleID: 4, exp: Math.floor(Date.now() / 1000) + 3600 });
    const returnTo = encodeURIComponent('/student/event/detail/12?tab=open');
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#token=${handedOver}&returnTo=${returnTo}`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/event/detail/12'));
    expect(router.state.location.search).toBe('?tab=open');
  });

  it('opens the role’s home instead of a page the role may not open', async () => {
    const handedOver = token({ id: 4, roleID: 4, exp: Math.floor(Date.now() / 1000) + 3600 });
    window.history.replaceState(
      null,
      '',
      `${SSO_CALLBACK_PATH}#token=${handedOver}&returnTo=%2Fadmin%2Fdashboard`,
    );
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/event'));
  });

  it('sends a broken hand-over back to the sign-in page with a message', async () => {
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#token=not-a-token`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe(
      `?${SSO_ERROR_PARAM}=Single+sign-on+did+not+complete%3A+try+again`,
    );
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBeNull();
  });
});
