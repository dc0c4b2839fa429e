// The platform's queries that no organisation's credential scopes, each for its reason: they find the member a
// credential is being made for (sign-up, sign-in, an invitation, single sign-on), count mail to an address across
// every organisation, or run outside any request (an operator's tool, the start-up work). Everything else of the
// platform goes through a scoped database (docs/decisions/0024).
import type { Plan } from '@herald/protocol';
import type { PlatformContext } from '../context.js';
import { scoped, type ScopedDb } from '../../db/scope.js';
import type { ApiKeyRow } from '../../db/tables/platform.js';

type Db = Pick<PlatformContext, 'db'>;

/* eslint-disable no-restricted-syntax -- the unscoped database is the point of this module (see above) */

/** The member an email names, in whichever organisation: emails are unique across them all. */
export function memberIdByEmail(ctx: Db, email: string) {
  return ctx.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst();
}

/** Sign-in finds the member by email, in whichever organisation: the credential is what it makes. */
export function memberByEmail(ctx: Db, email: string) {
  return ctx.db.selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The member an identity just verified (an invitation's token, a single sign-on) names. */
export function memberByVerifiedId(ctx: Db, id: string) {
  return ctx.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
}

/** When the platform's mail to an address was sent since `since`, over every organisation. */
export function platformMailSentTo(ctx: Db, email: string, since: string) {
  return ctx.db
    .selectFrom('outbox')
    .select('created_at')
    .where('category', '=', 'platform')
    .where('to', '=', email)
    .where('created_at', '>', since)
    .execute();
}

/**
 * Runs `work` in one transaction that makes an organisation: `trx` is scoped to it, `inEnvironment` to one of the
 * environments it is given. Sign-up makes the organisation, so no credential names one yet.
 */
export function inNewOrganization<T>(
  ctx: Db,
  organizationId: string,
  work: (trx: ScopedDb, inEnvironment: (environmentId: string) => ScopedDb) => Promise<T>,
): Promise<T> {
  return ctx.db
    .transaction()
    .execute((raw) =>
      work(scoped(raw, { organizationId }), (environmentId) =>
        scoped(raw, { organizationId, environmentId }),
      ),
    );
}

/** The invitation whose token is the credential: it names the member, in whichever organisation. */
export function invitationByTokenHash(ctx: Db, tokenHash: string) {
  return ctx.db
    .selectFrom('member_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the invitation used; true only while it was unused, even for two requests at once. */
export async function claimInvitation(ctx: Db, id: string, usedAt: string): Promise<boolean> {
  const claimed = await ctx.db
    .updateTable('member_invitations')
    .set({ used_at: usedAt })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export function activateMember(ctx: Db, id: string, account: { name: string; passwordHash: string }) {
  return ctx.db
    .updateTable('members')
    .set({ status: 'active', name: account.name, password_hash: account.passwordHash })
    .where('id', '=', id)
    .execute();
}

/** An operator's tool, outside any organisation's credential. */
export function setOrganizationPlanColumn(ctx: Db, organizationId: string, plan: Plan) {
  return ctx.db.updateTable('organizations').set({ plan }).where('id', '=', organizationId).execute();
}

/**
 * Start-up work over every organisation's environments, before any request: the environments whose signing key
 * has no row in api_keys.
 */
export function environmentsWithoutKeyRow(ctx: Db) {
  return ctx.db
    .selectFrom('environments')
    .select(['id', 'api_key_hash', 'api_key_sealed', 'created_at'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('api_keys')
            .select('api_keys.id')
            .whereRef('api_keys.key_hash', '=', 'environments.api_key_hash'),
        ),
      ),
    )
    .execute();
}

/** Start-up work: a key row for an environment found by environmentsWithoutKeyRow. */
export function insertAdoptedApiKey(ctx: Db, row: ApiKeyRow) {
  return ctx.db.insertInto('api_keys').values(row).execute();
}

/* eslint-enable no-restricted-syntax */
