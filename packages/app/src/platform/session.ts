// The platform member's session. The member token lives in sessionStorage under its own key, apart from the
// university app's `token` in localStorage: it is a management credential (it creates and rotates API keys),
// so it ends with the tab instead of outliving the browser, other tabs do not share it, and signing in or out
// of one product never touches the other's session. A reload keeps the member signed in, which memory alone
// would not.

export const MEMBER_TOKEN_KEY = 'herald_member_token';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The token's expiry (seconds), read as the browser may; the server verifies the signature. */
function expiresAt(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** The stored member token while it has not expired. */
export function readMemberToken(now = Date.now()): string | undefined {
  const token = storage()?.getItem(MEMBER_TOKEN_KEY) ?? undefined;
  if (!token) return undefined;
  const exp = expiresAt(token);
  if (exp === undefined || exp * 1000 <= now) {
    clearMemberToken();
    return undefined;
  }
  return token;
}

export function storeMemberToken(token: string): void {
  storage()?.setItem(MEMBER_TOKEN_KEY, token);
}

export function clearMemberToken(): void {
  storage()?.removeItem(MEMBER_TOKEN_KEY);
}
