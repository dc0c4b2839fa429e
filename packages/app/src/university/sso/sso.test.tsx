import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_PREFIX, SSO_CALLBACK_PATH, SSO_ERROR_PARAM, STORAGE_KEYS } from '@herald/protocol';
import { ssoReturnToSchema } from '@herald/protocol/schemas';
import { isAppPath } from '../routes/return-path';
import { routeObjects } from '../../router';
import { SSO_API_PREFIX, SSO_ERROR_QUERY, ssoStartUrl } from '../../shared/sso/sso';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's hand-over: answers `session` (or the given response), and keeps what the page sent. */
function handOverServer(session: { token: string; returnTo: string } | Response) {
  const requests: { url: string; method?: string; credentials?: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      // The pages opened after signing in ask for more; only the hand-over is this server's.
      if (!String(input).endsWith('/hand-over')) {
        return Promise.resolve(Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 }));
      }
      requests.push({
        url: String(input),
        method: init?.method,
        credentials: init?.credentials,
        body: JSON.parse(String(init?.body)),
      });
      return Promise.resolve(session instanceof Response ? session : Response.json({ data: session }));
    }),
  );
  return { requests };
}

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

  it('exchanges the handed-over code, stores the token like a password sign-in and opens the role’s home', async () => {
    const handedOver = token({ id: 4, roleID: 4, exp: Math.floor(Date.now() / 1000) + 3600 });
    const server = handOverServer({ token: handedOver, returnTo: '/' });
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#code=one-time-code`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/event'));
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBe(handedOver);
    expect(window.location.hash).toBe('');
    // Exchanged once, by POST, with this browser's cookies (the callback's hand-over cookie).
    expect(server.requests).toEqual([
      {
        url: `${window.location.origin}/v1/auth/sso/hand-over`,
        method: 'POST',
        credentials: 'same-origin',
        body: { code: 'one-time-code', kind: 'account' },
      },
    ]);
  });

  it('opens the page the person asked for before signing in, when their role may open it', async () => {
    const handedOver = token({ id: 4, roleID: 4, exp: Math.floor(Date.now() / 1000) + 3600 });
    handOverServer({ token: handedOver, returnTo: '/student/event/detail/12?tab=open' });
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#code=one-time-code`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/event/detail/12'));
    expect(router.state.location.search).toBe('?tab=open');
  });

  it('opens the role’s home instead of a page the role may not open', async () => {
    const handedOver = token({ id: 4, roleID: 4, exp: Math.floor(Date.now() / 1000) + 3600 });
    handOverServer({ token: handedOver, returnTo: '/admin/dashboard' });
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#code=one-time-code`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/event'));
  });

  it('signs nobody in with a code this browser did not receive, and says why on the sign-in page', async () => {
    const refusal =
      'This sign-in was not completed in this browser, was already used or took too long: start again';
    handOverServer(Response.json({ statusCode: 400, message: refusal }, { status: 400 }));
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#code=someone-elses-code`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new URLSearchParams(router.state.location.search).get(SSO_ERROR_PARAM)).toBe(refusal);
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('never takes a session token from the fragment itself', async () => {
    const server = handOverServer({ token: 'unused', returnTo: '/' });
    const forged = token({ id: 4, roleID: 4, exp: Math.floor(Date.now() / 1000) + 3600 });
    window.history.replaceState(null, '', `${SSO_CALLBACK_PATH}#token=${forged}&returnTo=%2F`);
    const router = renderAt(SSO_CALLBACK_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe(
      `?${SSO_ERROR_PARAM}=Single+sign-on+did+not+complete%3A+try+again`,
    );
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('exchanges a member’s code as a member’s, and opens the console', async () => {
    const memberToken = token({ sub: 'm1', exp: Math.floor(Date.now() / 1000) + 3600 });
    const server = handOverServer({ token: memberToken, returnTo: '/platform' });
    window.history.replaceState(null, '', '/platform/sso/callback#code=member-code');
    const router = renderAt('/platform/sso/callback');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]!.body).toEqual({ code: 'member-code', kind: 'member' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/platform/sso/callback'));
    expect(localStorage.getItem(STORAGE_KEYS.appToken)).toBeNull();
  });
});
