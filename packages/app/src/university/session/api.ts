// The app's backend client: the same client the notification kit uses, pointed at this origin.
import { createApiClient, type ApiClient } from '@herald/notification-machine';
import type { CurrentUser, Institution, LoginBody } from '@herald/protocol';
import { currentUserSchema, institutionSchema, loginBodySchema } from '@herald/protocol/schemas';

export const backendUrl = window.location.origin;

export function apiClient(token?: string): ApiClient {
  const client = createApiClient({ backendUrl });
  if (token) client.setToken(token);
  return client;
}

export async function login(body: LoginBody): Promise<string> {
  const data = (await apiClient().post('/auth/login', loginBodySchema.parse(body))) as { token?: unknown };
  if (typeof data.token !== 'string') throw new Error('The server answered without a token');
  return data.token;
}

export async function fetchCurrentUser(token: string, signal?: AbortSignal): Promise<CurrentUser> {
  return currentUserSchema.parse(await apiClient(token).get('/auth/me', undefined, { signal }));
}

export async function fetchInstitution(signal?: AbortSignal): Promise<Institution> {
  return institutionSchema.parse(await apiClient().get('/institution', undefined, { signal }));
}
