// Single sign-on with OpenID Connect providers: what the sign-in pages list and how the session is handed over.
import { z } from 'zod';

export const ssoProviderSchema = z.object({ id: z.string(), name: z.string() });
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const ssoProvidersResponseSchema = z.object({ data: z.array(ssoProviderSchema) });
export type SsoProvidersResponse = z.infer<typeof ssoProvidersResponseSchema>;

/** Only a path inside the app: never another site (open-redirect, ASVS V3.7.2). */
export const ssoReturnToSchema = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path inside the app')
  .default('/');

export const ssoStartQuerySchema = z.object({ returnTo: ssoReturnToSchema }).strict();
export type SsoStartQuery = z.infer<typeof ssoStartQuerySchema>;

/**
 * Reads the fragment `#code=…` the callback hands over: a one-time code that only the browser which signed in
 * exchanges for its session (`POST /v1/auth/sso/hand-over`, with the cookie the callback set).
 */
export function parseSsoFragment(hash: string): { code: string } | undefined {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  return code ? { code } : undefined;
}
