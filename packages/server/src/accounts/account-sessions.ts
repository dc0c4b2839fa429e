// An account's app sessions: the fresh token for an account as it stands, and the change that ends every
// token signed before it (a new password, deactivation, a new role; security/tokens.ts).
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

/** An `accounts` update that voids every app token signed so far for the account. */
export const END_SESSIONS = { token_version: sql<number>`token_version + 1` } as const;

/** Signs an app token for the account with this id as it is stored now. */
export async function appTokenFor(ctx: AppContext, accountId: number): Promise<string> {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'role_id', 'password_hash', 'token_version'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return ctx.tokens.signApp(account);
}
