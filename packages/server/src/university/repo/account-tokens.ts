// The one-time links that set or reset a password, kept as hashes in `account_tokens`.
import type { Insertable } from 'kysely';
import type { AccountTokenTable } from '../../db/tables/university.js';
import type { UniversityDb as Db } from './transaction.js';

/** When each link of `purpose` mailed to the account since `since` was made. */
export function linksSentSince(ctx: Db, accountId: number, purpose: string, since: string) {
  return ctx.db
    .selectFrom('account_tokens')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .execute();
}

export function insertAccountToken(ctx: Db, token: Insertable<AccountTokenTable>) {
  return ctx.db.insertInto('account_tokens').values(token).execute();
}

/** Marks the account's open, unexpired links used at `now`; answers their purposes. */
export function spendOpenLinks(ctx: Db, accountId: number, now: string) {
  return ctx.db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('purpose')
    .execute();
}

/** The unused, unexpired link with this hash, of an active account. */
export function usableLink(ctx: Db, tokenHash: string, now: string) {
  return ctx.db
    .selectFrom('account_tokens')
    .innerJoin('accounts', 'accounts.id', 'account_tokens.account_id')
    .select(['account_tokens.id', 'account_tokens.account_id'])
    .where('account_tokens.token_hash', '=', tokenHash)
    .where('account_tokens.used_at', 'is', null)
    .where('account_tokens.expires_at', '>', now)
    .where('accounts.active', '=', 1)
    .executeTakeFirst();
}

/** Marks the link used unless it already is; answers whether this call did. */
export async function spendLink(ctx: Db, id: string, now: string): Promise<boolean> {
  const spent = await ctx.db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
