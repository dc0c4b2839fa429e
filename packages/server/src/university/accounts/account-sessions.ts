// An account's app sessions: the fresh token for an account as it stands, and the change that ends every
// token signed before it (a new password, deactivation, a new role; security/tokens.ts).
import { sql } from 'kysely';
import type { UniversityContext } from '../context.js';
import { forEnvironment } from '../../db/scope.js';
import { productEnvironment } from '../../notify/service.js';
import { accountSubscriberId } from '../account-subscribers.js';

/**
 * An `accounts` update that voids every app token signed so far for the account, and with them its widget
 * sessions (accounts/account-widget-tokens.ts). Follow it with `closeAccountSockets` once it is committed.
 */
export const END_SESSIONS = { token_version: sql<number>`token_version + 1` } as const;

/** Closes the sockets of the account's widget sessions, which its tokens no longer open. */
export async function closeAccountSockets(
  ctx: Pick<UniversityContext, 'db' | 'realtime'>,
  accountId: number,
): Promise<void> {
  const environment = await productEnvironment(ctx.db);
  const subscriber = await forEnvironment(ctx.db, environment)
    .selectFrom('subscribers')
    .select('id')
    .where('environment_id', '=', environment.id)
    .where('subscriber_id', '=', accountSubscriberId(accountId))
    .executeTakeFirst();
  if (subscriber) ctx.realtime.disconnectSubscriber(subscriber.id);
}

/** Signs an app token for the account with this id as it is stored now. */
export async function appTokenFor(
  ctx: Pick<UniversityContext, 'db' | 'tokens'>,
  accountId: number,
): Promise<string> {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'role_id', 'password_hash', 'token_version'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return ctx.tokens.signApp(account);
}
