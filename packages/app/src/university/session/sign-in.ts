// The sign-in form's checks and request, loaded when the form is first used so the sign-in page's own
// download stays small (the schema library comes with it).
import type { AppTokenPayload } from '@herald/protocol';
import { loginBodySchema } from '@herald/protocol/schemas';
import { login } from './api';
import { decodeToken, storeToken } from '../../shared/session/token';

export type LoginField = 'email' | 'password';

export function checkLogin(
  fields: Record<LoginField, FormDataEntryValue | null>,
): { body: { email: string; password: string } } | { errors: Partial<Record<LoginField, string>> } {
  const parsed = loginBodySchema.safeParse(fields);
  if (parsed.success) return { body: parsed.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'password') && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}

/** Signs in and keeps the session; answers the token's payload. */
export async function signIn(body: { email: string; password: string }): Promise<AppTokenPayload> {
  const token = await login(body);
  const payload = decodeToken(token);
  if (!payload) throw new Error('The server answered with a token this app cannot read');
  storeToken(token);
  return payload;
}
