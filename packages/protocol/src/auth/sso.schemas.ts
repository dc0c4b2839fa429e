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

/** Reads the fragment `#token=…&returnTo=…` the callback hands over. */
export function parseSsoFragment(hash: string): { token: string; returnTo: string } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  const returnTo = ssoReturnToSchema.safeParse(params.get('returnTo') ?? '/');
  if (!token || !returnTo.success) return undefined;
  return { token, returnTo: returnTo.data };
}
