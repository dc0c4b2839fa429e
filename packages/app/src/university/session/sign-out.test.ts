import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { endAccountSession } from './sign-out';
import { storeGuestVisit, storeToken } from '../../shared/session/token';

function tokenWith(payload: unknown): string {
  const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.signature`;
}

describe('endAccountSession', () => {
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetch.mockClear();
  });

  it('asks the server to end the signed-in session with its token', () => {
    const token = tokenWith({ id: 7, roleID: ROLE_ID.STUDENT, exp: Math.floor(Date.now() / 1000) + 3600 });
    storeToken(token);
    endAccountSession();
    expect(fetch).toHaveBeenCalledWith(
      `${window.location.origin}/v1/auth/logout`,
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: `Bearer ${token}` }),
        // Sent even as the page goes.
        keepalive: true,
      }),
    );
  });

  it('calls nothing without a signed-in session, or for a guest visit', () => {
    endAccountSession();
    storeGuestVisit('guest-token');
    endAccountSession();
    expect(fetch).not.toHaveBeenCalled();
  });
});
