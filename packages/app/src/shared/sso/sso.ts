// Single sign-on for the sign-in pages: which providers the server offers, where a sign-in starts, and the
// session handed over after it, asked through the app's one HTTP client. Kept free of the shared schemas (and so
// of zod), because it loads with the sign-in page and its size budget; university/sso/sso.test.tsx checks these
// values against @herald/protocol.
import { ApiError } from '@herald/notification-machine';
import { session } from '../data/http';

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

/** Where each kind's sign-on calls live under the API's prefix. */
const SSO_PATH: Record<SsoKind, string> = { account: '/auth/sso', member: '/platform/auth/sso' };

/** The providers of an answer: the well-formed entries of its list, none when it lists none. */
const providerList = {
  parse: (data: unknown): SsoProviderLink[] => (Array.isArray(data) ? data.filter(isProvider) : []),
};

/** The providers the server has configured; none when it lists none or cannot be asked. */
export async function fetchSsoProviders(
  signal?: AbortSignal,
  kind: SsoKind = 'account',
): Promise<SsoProviderLink[]> {
  try {
    return await session.request('GET', `${SSO_PATH[kind]}/providers`, {
      schema: providerList,
      auth: false,
      signal,
    });
  } catch {
    return [];
  }
}

/** A single sign-on's session, as the server hands it over; or why this browser cannot have it. */
export type SsoHandOver = { token: string; returnTo: string } | { refused: string | undefined };

const handedOver = {
  parse: (data: unknown): { token: string; returnTo: string } => {
    const { token, returnTo } = (data ?? {}) as { token?: unknown; returnTo?: unknown };
    if (typeof token !== 'string' || typeof returnTo !== 'string') throw new Error('No session handed over');
    return { token, returnTo };
  },
};

/**
 * Exchanges the callback's one-time code for its session. The server hands it over only to the browser holding
 * the cookie its callback set (sent with the same-origin call), so a link carrying someone else's code signs
 * nobody in.
 */
export async function exchangeSsoCode(code: string, kind: SsoKind = 'account'): Promise<SsoHandOver> {
  try {
    return await session.request('POST', `${SSO_PATH.account}/hand-over`, {
      schema: handedOver,
      auth: false,
      body: { code, kind },
    });
  } catch (error) {
    return { refused: error instanceof ApiError && error.kind === 'response' ? error.message : undefined };
  }
}

/** The server's start address: it sends the browser on to the provider. */
export function ssoStartUrl(providerId: string, returnTo: string, kind: SsoKind = 'account'): string {
  const query = new URLSearchParams({ returnTo });
  return `${SSO_BASE[kind]}/${encodeURIComponent(providerId)}/start?${query.toString()}`;
}
