// An account's app sessions: the fresh token for an account as it stands, and the sockets closed once a change
// has ended every token signed before it (a new password, deactivation, a new role; `updateAccount` in
// repo/accounts.ts with `endSessions`; security/tokens.ts).
import type { UniversityContext } from '../../context.js';
import { forEnvironment } from '../../../db/scope.js';
import { productEnvironment } from '../../../notify/service.js';
import { accountSubscriberId } from '../account-subscribers.js';
import { accountCredential } from '../../repo/accounts.js';
import { subscriberRowId } from '../../repo/subscribers.js';

/** Closes the sockets of the account's widget sessions, which its tokens no longer open. */
export async function closeAccountSockets(
  ctx: Pick<UniversityContext, 'db' | 'realtime'>,
  accountId: number,
): Promise<void> {
  const environment = await productEnvironment(ctx.db);
  const subscriber = await subscriberRowId(
    forEnvironment(ctx.db, environment),
    environment.id,
    accountSubscriberId(accountId),
  );
  if (subscriber) ctx.realtime.disconnectSubscriber(subscriber.id);
}

/** Signs an app token for the account with this id as it is stored now. */
export async function appTokenFor(
  ctx: Pick<UniversityContext, 'db' | 'tokens'>,
  accountId: number,
): Promise<string> {
  const account = await accountCredential(ctx, accountId);
  return ctx.tokens.signApp(account);
}
