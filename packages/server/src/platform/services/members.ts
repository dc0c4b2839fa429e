// An organisation's members: signing in, invitations (one-time links mailed to the address), roles with at least
// one admin kept, onboarding and removal.
import type { FastifyReply } from 'fastify';
import {
  PLATFORM_PATHS,
  type Member as WireMember,
  type MemberRole,
  type MemberSession,
} from '@herald/protocol';
import type { AcceptInvitationBody, InviteMemberBody, OnboardingBody } from '@herald/protocol/schemas';
import type { PlatformContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { Member } from '../../db/tables/platform.js';
import { HttpError } from '../../http/errors.js';
import { newSecretToken, sha256Hex } from '../../security/crypto.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { recipientMailWaitSeconds } from '../../security/recipient-mail-limit.js';
import { firstEnvironmentOf } from '../repo/environments.js';
import {
  bumpTokenVersion,
  deleteMember,
  insertMember,
  memberOfOrganization,
  membersOf,
  otherActiveAdminCount,
  replaceInvitation,
  setMemberJobRole,
  setMemberRole,
} from '../repo/members.js';
import {
  activateMember,
  claimInvitation,
  invitationByTokenHash,
  memberByEmail,
  memberByVerifiedId,
  memberIdByEmail,
  platformMailSentTo,
} from '../repo/unscoped.js';
import { memberSession, memberToWire } from './member-session.js';
import { organizationToWire } from './organizations.js';

/** An invitation link works once, for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type InviteContext = Pick<PlatformContext, 'config' | 'db' | 'now' | 'newId' | 'mailer'>;

/** The active member whose email and password these are, or undefined for any wrong or inactive one. */
export async function authenticateMember(
  ctx: Pick<PlatformContext, 'config' | 'db'>,
  email: string,
  password: string,
): Promise<Member | undefined> {
  const member = await memberByEmail(ctx, email);
  const valid = await verifyPassword(password, member?.password_hash, ctx.config.passwordCost);
  return member && valid && member.status === 'active' ? member : undefined;
}

/** Accepts an invitation (single use, 7 days): the member becomes active with this name and password. */
export async function acceptInvitation(
  ctx: Pick<PlatformContext, 'config' | 'db' | 'tokens' | 'now'>,
  body: AcceptInvitationBody,
): Promise<MemberSession> {
  const now = ctx.now().toISOString();
  const invitation = await invitationByTokenHash(ctx, sha256Hex(body.token));
  if (!invitation || invitation.used_at !== null) {
    throw new HttpError(400, 'This invitation link is not valid or was already used');
  }
  if (invitation.expires_at <= now) {
    throw new HttpError(400, 'This invitation link has expired: ask an admin to invite you again');
  }
  const passwordHash = await hashPassword(body.password, ctx.config.passwordCost);
  // Used once: the claim only succeeds while the link is unused, even for two requests at once.
  if (!(await claimInvitation(ctx, invitation.id, now))) {
    throw new HttpError(400, 'This invitation link is not valid or was already used');
  }
  await activateMember(ctx, invitation.member_id, { name: body.name, passwordHash });
  const member = await memberByVerifiedId(ctx, invitation.member_id);
  if (!member) throw new Error('The invited member is gone');
  return memberSession(ctx, member);
}

/** Every session of the member ends: tokens signed for the current version stop working. */
export async function signOut(db: ScopedDb, member: Member): Promise<void> {
  await bumpTokenVersion(db, member.id);
}

export async function answerOnboarding(db: ScopedDb, member: Member, body: OnboardingBody): Promise<void> {
  await setMemberJobRole(db, member.id, body.jobRole);
}

/** The organisation's members; job roles are shown to admins only. */
export async function listMembers(db: ScopedDb, reader: Member): Promise<WireMember[]> {
  const rows = await membersOf(db, reader.organization_id);
  const showJobRole = reader.role === 'admin';
  return rows.map((row) => memberToWire(row, { showJobRole }));
}

/** A new member invited by email: an email names one platform account across every organisation (409). */
export async function inviteMember(
  ctx: InviteContext,
  db: ScopedDb,
  admin: Member,
  body: InviteMemberBody,
  reply: Pick<FastifyReply, 'header'>,
): Promise<WireMember> {
  if (await memberIdByEmail(ctx, body.email)) {
    throw new HttpError(409, 'A platform account with this email exists');
  }
  await refuseRepeatedInvitation(ctx, reply, body.email);
  const member: Member = {
    id: ctx.newId(),
    organization_id: admin.organization_id,
    email: body.email,
    name: null,
    password_hash: null,
    role: body.role,
    status: 'new',
    job_role: null,
    token_version: 0,
    created_at: ctx.now().toISOString(),
  };
  await insertMember(db, member);
  await invite(ctx, db, member, admin);
  return memberToWire({ ...member, status: 'invited' }, { showJobRole: true });
}

/** A new invitation link for a member who has not joined yet (409 once they have). */
export async function reinviteMember(
  ctx: InviteContext,
  db: ScopedDb,
  admin: Member,
  id: string,
  reply: Pick<FastifyReply, 'header'>,
): Promise<WireMember> {
  const member = await organizationMember(db, admin, id);
  if (member.status === 'active') throw new HttpError(409, 'This member has already joined');
  await refuseRepeatedInvitation(ctx, reply, member.email);
  await invite(ctx, db, member, admin);
  return memberToWire({ ...member, status: 'invited' }, { showJobRole: true });
}

/** Changes a member's role; the organisation keeps an active admin (409). */
export async function changeMemberRole(
  db: ScopedDb,
  admin: Member,
  id: string,
  role: MemberRole,
): Promise<WireMember> {
  const member = await organizationMember(db, admin, id);
  if (role !== 'admin') await keepAnAdmin(db, member);
  await setMemberRole(db, id, role);
  return memberToWire({ ...member, role }, { showJobRole: true });
}

/** Removing a member deletes the account, which ends its sessions: its tokens name no member any more. */
export async function removeMember(db: ScopedDb, admin: Member, id: string): Promise<void> {
  const member = await organizationMember(db, admin, id);
  await keepAnAdmin(db, member);
  await deleteMember(db, id);
}

async function organizationMember(db: ScopedDb, admin: Member, id: string): Promise<Member> {
  const member = await memberOfOrganization(db, admin.organization_id, id);
  if (!member) throw new HttpError(404, 'Member not found');
  return member;
}

/** Refuses a change that would leave the organisation without an active admin. */
async function keepAnAdmin(db: ScopedDb, member: Member) {
  if (member.role !== 'admin') return;
  if ((await otherActiveAdminCount(db, member)) === 0) {
    throw new HttpError(409, 'An organisation keeps at least one admin');
  }
}

/**
 * Refuses (429, with Retry-After on `reply`) a fourth invitation to one address within an hour, whichever
 * organisation sends it (3 in any hour, security/recipient-mail-limit.ts), before anything is written.
 */
async function refuseRepeatedInvitation(
  ctx: Pick<PlatformContext, 'db' | 'now'>,
  reply: Pick<FastifyReply, 'header'>,
  email: string,
) {
  const since = new Date(ctx.now().getTime() - 60 * 60_000).toISOString();
  // Counted over every organisation: the address, not the sender, is what must not be flooded.
  const sent = await platformMailSentTo(ctx, email, since);
  const wait = recipientMailWaitSeconds(
    sent.map((mail) => mail.created_at),
    ctx.now(),
  );
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw new HttpError(429, 'This address was sent 3 invitations in the last hour: invite it again later');
}

/** Makes a one-time invitation link (the previous one stops working) and mails it; status becomes invited. */
async function invite(ctx: InviteContext, db: ScopedDb, member: Member, invitedBy: Member) {
  const token = newSecretToken();
  const now = ctx.now();
  await replaceInvitation(db, {
    id: ctx.newId(),
    memberId: member.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  const org = await organizationToWire(db, member.organization_id);
  const environment = await firstEnvironmentOf(db, member.organization_id);
  // The token travels in the fragment, which browsers never send to a server or in a Referer.
  const link = `${ctx.config.publicOrigin}${PLATFORM_PATHS.invitation}#token=${token}`;
  const inviter = invitedBy.name ?? invitedBy.email;
  await ctx.mailer.send({
    environmentId: environment.id,
    messageId: null,
    category: 'platform',
    to: member.email,
    subject: `${inviter} invited you to ${org.name} on Herald`,
    text: `${inviter} invited you to join ${org.name}. Accept within 7 days: ${link}`,
    html: `<p>${escapeHtml(inviter)} invited you to join ${escapeHtml(org.name)}.</p><p><a href="${link}">Accept the invitation</a> within 7 days.</p>`,
  });
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
