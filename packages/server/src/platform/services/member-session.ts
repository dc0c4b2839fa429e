// A member as the wire shows them, and the session a sign-in, a sign-up or an accepted invitation gives them.
import type { Member as WireMember, MemberRole, MemberSession, OnboardingJobRole } from '@herald/protocol';
import type { PlatformContext } from '../context.js';
import type { Member } from '../../db/tables/platform.js';

export function memberToWire(member: Member, options: { showJobRole: boolean }): WireMember {
  return {
    _id: member.id,
    email: member.email,
    name: member.name,
    role: member.role as MemberRole,
    status: member.status as WireMember['status'],
    jobRole: options.showJobRole ? (member.job_role as OnboardingJobRole | null) : null,
    createdAt: member.created_at,
  };
}

/** A member's session: a fresh member token and whether onboarding still has a question. */
export async function memberSession(
  ctx: Pick<PlatformContext, 'tokens'>,
  member: Member,
): Promise<MemberSession> {
  return {
    token: await ctx.tokens.signMember({
      id: member.id,
      organizationId: member.organization_id,
      version: member.token_version,
    }),
    member: memberToWire(member, { showJobRole: true }),
    onboardingRequired: member.job_role === null,
  };
}
