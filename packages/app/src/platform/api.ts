// The platform's management API under /v1/platform, called with the member token and typed by the shared
// schemas (through the app's typed requests, src/shared/data/http.ts). Failures are ApiError with the server's
// `{statusCode, message}`; a refused token ends the session.
import { ApiError } from '@herald/notification-machine';
import type {
  AcceptInvitationBody,
  ApiKey,
  CreateEnvironmentBody,
  CreatedApiKey,
  InviteMemberBody,
  Member,
  MemberLoginBody,
  MemberRole,
  MemberSession,
  OnboardingBody,
  PlatformEnvironment,
  PlatformOrganization,
  UpdatePlatformOrganizationBody,
} from '@herald/protocol';
import {
  apiKeySchema,
  createdApiKeySchema,
  memberSchema,
  memberSessionSchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
} from '@herald/protocol/schemas';
import { anything, createHttp, listOf, type Parser } from '../shared/data/http';
import { clearMemberToken, readMemberToken } from './session';

const http = createHttp({
  token: readMemberToken,
  prefix: '/platform',
  requireToken: true,
  onUnauthorized: clearMemberToken,
});

/** A new environment as created: the only answer that carries its first key itself. */
const createdEnvironmentSchema = platformEnvironmentSchema.extend({ apiKey: createdApiKeySchema });
export type CreatedEnvironment = PlatformEnvironment & { apiKey: CreatedApiKey };

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

function call<T>(
  method: string,
  path: string,
  schema: Parser<T>,
  options: { body?: unknown; signal?: AbortSignal; auth?: boolean } = {},
): Promise<T> {
  return http.request(method, path, { schema, ...options });
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
  createEnvironment: (body: CreateEnvironmentBody): Promise<CreatedEnvironment> =>
    call('POST', '/environments', createdEnvironmentSchema, { body }),
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
