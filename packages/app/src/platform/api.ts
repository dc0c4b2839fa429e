// The platform's management API under /v1/platform, called with the member token and typed by the shared
// schemas. Failures are ApiError with the server's `{statusCode, message}`; a refused token ends the session.
import { ApiError } from '@herald/notification-machine';
import {
  API_PREFIX,
  apiKeySchema,
  createdApiKeySchema,
  memberSchema,
  memberSessionSchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
  type AcceptInvitationBody,
  type ApiKey,
  type CreatedApiKey,
  type InviteMemberBody,
  type Member,
  type MemberLoginBody,
  type MemberRole,
  type MemberSession,
  type OnboardingBody,
  type PlatformEnvironment,
  type PlatformOrganization,
  type UpdatePlatformOrganizationBody,
} from '@herald/protocol';
import { clearMemberToken, readMemberToken } from './session';

interface Parser<T> {
  parse(input: unknown): T;
}

const listOf = <T>(schema: Parser<T>): Parser<T[]> => ({
  parse: (input) => {
    if (!Array.isArray(input)) throw new Error('The server answered without a list');
    return input.map((item) => schema.parse(item));
  },
});

const anything: Parser<unknown> = { parse: (input) => input };

export interface MemberProfile {
  member: Member;
  organization: PlatformOrganization;
  onboardingRequired: boolean;
}

const profileSchema: Parser<MemberProfile> = {
  parse(input) {
    const value = (input ?? {}) as Record<string, unknown>;
    return {
      member: memberSchema.parse(value.member),
      organization: platformOrganizationSchema.parse(value.organization),
      onboardingRequired: value.onboardingRequired === true,
    };
  },
};

async function call<T>(
  method: string,
  path: string,
  schema: Parser<T>,
  options: { body?: unknown; signal?: AbortSignal; auth?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.auth !== false) {
    const token = readMemberToken();
    if (!token)
      throw new ApiError('Your session has ended: sign in again', { kind: 'response', statusCode: 401 });
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}${API_PREFIX}/platform${path}`, {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError('Request aborted', { kind: 'aborted', cause });
    throw new ApiError('Network Error', { kind: 'network', cause });
  }
  const body = (await response.json().catch(() => undefined)) as
    { data?: unknown; message?: unknown } | undefined;
  if (!response.ok) {
    if (response.status === 401 && options.auth !== false) clearMemberToken();
    const message = typeof body?.message === 'string' ? body.message : 'The request failed';
    throw new ApiError(message, { kind: 'response', statusCode: response.status });
  }
  return schema.parse(body?.data);
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 401;
}

export function needsOnboarding(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 403 && /onboarding/i.test(error.message);
}

export const platformApi = {
  login: (body: MemberLoginBody): Promise<MemberSession> =>
    call('POST', '/auth/login', memberSessionSchema, { body, auth: false }),
  acceptInvitation: (body: AcceptInvitationBody): Promise<MemberSession> =>
    call('POST', '/invitations/accept', memberSessionSchema, { body, auth: false }),
  logout: () => call('POST', '/auth/logout', anything),
  me: (signal?: AbortSignal): Promise<MemberProfile> =>
    call('GET', '/me', profileSchema, signal ? { signal } : {}),
  answerOnboarding: (body: OnboardingBody) => call('PUT', '/me/onboarding', anything, { body }),
  updateOrganization: (body: UpdatePlatformOrganizationBody): Promise<PlatformOrganization> =>
    call('PATCH', '/organization', platformOrganizationSchema, { body }),
  environments: (signal?: AbortSignal): Promise<PlatformEnvironment[]> =>
    call('GET', '/environments', listOf(platformEnvironmentSchema), signal ? { signal } : {}),
  apiKeys: (environmentId: string, signal?: AbortSignal): Promise<ApiKey[]> =>
    call(
      'GET',
      `/environments/${encodeURIComponent(environmentId)}/api-keys`,
      listOf(apiKeySchema),
      signal ? { signal } : {},
    ),
  createApiKey: (environmentId: string): Promise<CreatedApiKey> =>
    call('POST', `/environments/${encodeURIComponent(environmentId)}/api-keys`, createdApiKeySchema),
  rotateApiKey: (environmentId: string, keyId: string): Promise<CreatedApiKey> =>
    call(
      'POST',
      `/environments/${encodeURIComponent(environmentId)}/api-keys/${encodeURIComponent(keyId)}/rotate`,
      createdApiKeySchema,
    ),
  revokeApiKey: (environmentId: string, keyId: string) =>
    call(
      'DELETE',
      `/environments/${encodeURIComponent(environmentId)}/api-keys/${encodeURIComponent(keyId)}`,
      anything,
    ),
  members: (signal?: AbortSignal): Promise<Member[]> =>
    call('GET', '/members', listOf(memberSchema), signal ? { signal } : {}),
  invite: (body: InviteMemberBody): Promise<Member> => call('POST', '/members', memberSchema, { body }),
  resendInvitation: (id: string): Promise<Member> =>
    call('POST', `/members/${encodeURIComponent(id)}/invitation`, memberSchema),
  changeRole: (id: string, role: MemberRole): Promise<Member> =>
    call('PATCH', `/members/${encodeURIComponent(id)}`, memberSchema, { body: { role } }),
  removeMember: (id: string) => call('DELETE', `/members/${encodeURIComponent(id)}`, anything),
};
