// Single sign-on for the sign-in pages: which providers the server offers and where a sign-in starts. Kept
// free of the shared schemas (and so of zod), because it loads with the sign-in page and its size budget;
// sso.test.ts checks these values against @herald/protocol.

export interface SsoProviderLink {
  id: string;
  name: string;
}

/** `API_PREFIX` of @herald/protocol. */
export const SSO_API_PREFIX = '/v1';
/** `SSO_ERROR_PARAM` of @herald/protocol: the sign-in page's query parameter with a failed sign-in's reason. */
export const SSO_ERROR_QUERY = 'ssoError';

/** Who signs in: the university's accounts, or the notification platform's members. */
export type SsoKind = 'account' | 'member';

const SSO_BASE: Record<SsoKind, string> = {
  account: `${SSO_API_PREFIX}/auth/sso`,
  member: `${SSO_API_PREFIX}/platform/auth/sso`,
};

function isProvider(value: unknown): value is SsoProviderLink {
  const candidate = value as Partial<SsoProviderLink> | null;
  return typeof candidate?.id === 'string' && typeof candidate.name === 'string';
}

/** The providers the server has configured; none when it lists none or cannot be asked. */
export async function fetchSsoProviders(
  signal?: AbortSignal,
  kind: SsoKind = 'account',
): Promise<SsoProviderLink[]> {
  const response = await fetch(`${SSO_BASE[kind]}/providers`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: unknown };
  return Array.isArray(body.data) ? body.data.filter(isProvider) : [];
}

/** A single sign-on's session, as the server hands it over; or why this browser cannot have it. */
export type SsoHandOver = { token: string; returnTo: string } | { refused: string | undefined };

/**
 * Exchanges the callback's one-time code for its session. The server hands it over only to the browser holding
 * the cookie its callback set, so a link carrying someone else's code signs nobody in.
 */
export async function exchangeSsoCode(code: string, kind: SsoKind = 'account'): Promise<SsoHandOver> {
  try {
    const response = await fetch(`${SSO_BASE.account}/hand-over`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ code, kind }),
    });
    const body = (await response.json()) as {
      data?: { token?: unknown; returnTo?: unknown };
      message?: unknown;
    };
    const { token, returnTo } = body.data ?? {};
    if (response.ok && typeof token === 'string' && typeof returnTo === 'string') return { token, returnTo };
    return { refused: typeof body.message === 'string' ? body.message : undefined };
  } catch {
    return { refused: undefined };
  }
}

/** The server's start address: it sends the browser on to the provider. */
export function ssoStartUrl(providerId: string, returnTo: string, kind: SsoKind = 'account'): string {
  const query = new URLSearchParams({ returnTo });
  return `${SSO_BASE[kind]}/${encodeURIComponent(providerId)}/start?${query.toString()}`;
}
