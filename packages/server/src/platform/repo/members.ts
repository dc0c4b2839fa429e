// The organisation's members and their invitations, within the organisation's scope.
import { sql } from 'kysely';
import type { MemberRole, OnboardingJobRole } from '@herald/protocol';
import { inTransaction, type ScopedDb } from '../../db/scope.js';
import type { Insertable } from 'kysely';
import type { Member, MemberTable } from '../../db/tables/platform.js';

export function insertMember(db: ScopedDb, member: Insertable<MemberTable>) {
  return db.insertInto('members').values(member).execute();
}

export function memberById(db: ScopedDb, id: string) {
  return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function memberOfOrganization(db: ScopedDb, organizationId: string, id: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** The organisation's members, oldest first. */
export function membersOf(db: ScopedDb, organizationId: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How many active admins the member's organisation has besides the member. */
export async function otherActiveAdminCount(db: ScopedDb, member: Member): Promise<number> {
  const others = await db
    .selectFrom('members')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('organization_id', '=', member.organization_id)
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .where('id', '!=', member.id)
    .executeTakeFirstOrThrow();
  return Number(others.count);
}

export function setMemberRole(db: ScopedDb, id: string, role: MemberRole) {
  return db.updateTable('members').set({ role }).where('id', '=', id).execute();
}

export function setMemberJobRole(db: ScopedDb, id: string, jobRole: OnboardingJobRole) {
  return db.updateTable('members').set({ job_role: jobRole }).where('id', '=', id).execute();
}

/** Every token signed for the member's current version stops working. */
export function bumpTokenVersion(db: ScopedDb, id: string) {
  return db
    .updateTable('members')
    .set({ token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

/** The member's one invitation link, replacing the previous one, and their status invited, in one transaction. */
export function replaceInvitation(
  db: ScopedDb,
  invitation: { id: string; memberId: string; tokenHash: string; expiresAt: string; createdAt: string },
) {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('member_invitations').where('member_id', '=', invitation.memberId).execute();
    await trx
      .insertInto('member_invitations')
      .values({
        id: invitation.id,
        member_id: invitation.memberId,
        token_hash: invitation.tokenHash,
        expires_at: invitation.expiresAt,
        used_at: null,
        created_at: invitation.createdAt,
      })
      .execute();
    await trx
      .updateTable('members')
      .set({ status: 'invited' })
      .where('id', '=', invitation.memberId)
      .execute();
  });
}

/** Deletes the member with their invitation and single sign-on identities, in one transaction. */
export function deleteMember(db: ScopedDb, id: string) {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('member_invitations').where('member_id', '=', id).execute();
    await trx.deleteFrom('sso_identities').where('kind', '=', 'member').where('owner_id', '=', id).execute();
    await trx.deleteFrom('members').where('id', '=', id).execute();
  });
}
