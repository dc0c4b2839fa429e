// One-time links to set or reset a password: 256-bit random tokens, stored as hashes, single use, expiring.
// The link's address comes from the configured public origin, never from the request's Host header.
import { UNIVERSITY_ROUTES } from '@herald/protocol';
import type { UniversityContext } from '../../context.js';
import { forEnvironment } from '../../../db/scope.js';
import type { Account } from '../../../db/tables/university.js';
import { newSecretToken, sha256Hex } from '../../../security/crypto.js';
import { hashPassword } from '../../../security/password.js';
import { recipientMailWaitSeconds } from '../../../security/recipient-mail-limit.js';
import { SYSTEM_WORKFLOWS } from '../system-workflows.js';
import { productEnvironment, trigger } from '../../../notify/service.js';
import { closeAccountSockets } from './account-sessions.js';
import { accountSubscriberId } from '../account-subscribers.js';
import { updateAccount } from '../../repo/accounts.js';
import {
  insertAccountToken,
  linksSentSince,
  spendLink,
  spendOpenLinks,
  usableLink,
} from '../../repo/account-tokens.js';
import { updateSubscriberContact } from '../../repo/subscribers.js';
import { inUniversityTransaction } from '../../repo/transaction.js';

/** What this module uses of the university's context. */
type ServiceContext = Pick<UniversityContext, 'config' | 'db' | 'jobs' | 'keptSubscribers' | 'newId' | 'now'>;

export const LINK_PURPOSES = {
  'set-password': {
    lifetimeMs: 72 * 3600_000,
    expiresIn: 'in 3 days',
    workflow: SYSTEM_WORKFLOWS.accountCreated,
  },
  'reset-password': {
    lifetimeMs: 30 * 60_000,
    expiresIn: 'in 30 minutes',
    workflow: SYSTEM_WORKFLOWS.passwordReset,
  },
} as const;
export type LinkPurpose = keyof typeof LINK_PURPOSES;

/**
 * Seconds until another link of `purpose` may be mailed to the account (3 in any hour,
 * security/recipient-mail-limit.ts), or 0. Every link mailed is a row of `account_tokens`, used or not.
 */
export async function linkMailWaitSeconds(
  ctx: Pick<UniversityContext, 'db' | 'now'>,
  accountId: number,
  purpose: LinkPurpose,
): Promise<number> {
  const now = ctx.now();
  const since = new Date(now.getTime() - 60 * 60_000).toISOString();
  const sent = await linksSentSince(ctx, accountId, purpose, since);
  return recipientMailWaitSeconds(
    sent.map((link) => link.created_at),
    now,
  );
}

/** Creates a link for `account` and emails it through the account's workflow. */
export async function sendAccountLink(
  ctx: ServiceContext,
  account: Pick<Account, 'id' | 'email' | 'name'>,
  purpose: LinkPurpose,
) {
  const token = newSecretToken();
  const { lifetimeMs, expiresIn, workflow } = LINK_PURPOSES[purpose];
  const now = ctx.now();
  await insertAccountToken(ctx, {
    id: ctx.newId(),
    account_id: account.id,
    purpose,
    token_hash: sha256Hex(token),
    expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  });
  const environment = await productEnvironment(ctx.db);
  // The account's address may have changed since its subscriber was created.
  await updateSubscriberContact(
    forEnvironment(ctx.db, environment),
    environment.id,
    accountSubscriberId(account.id),
    { email: account.email, first_name: account.name },
  );
  // The page the app serves for both, declared once with the app's other paths; a new account's link adds setup=1.
  const query = new URLSearchParams({ ...(purpose === 'set-password' ? { setup: '1' } : {}), token });
  await trigger(
    ctx,
    environment,
    {
      name: workflow,
      to: { subscriberId: accountSubscriberId(account.id), email: account.email, firstName: account.name },
      payload: {
        link: `${ctx.config.publicOrigin}${UNIVERSITY_ROUTES.public.resetPassword}?${query}`,
        institution: ctx.config.institutionName,
        expiresIn,
      },
      overrides: {},
    },
    { secretPayloadKeys: ['link'], byServer: true },
  );
  return token;
}

/**
 * Voids the account's open links: once a password is chosen, and when the address they were sent to or the
 * account's standing changes (a new email, deactivation). Answers whether a set-password link was still open.
 */
export async function voidPasswordLinks(
  ctx: Pick<UniversityContext, 'db' | 'now'>,
  accountId: number,
): Promise<{ setupPending: boolean }> {
  const now = ctx.now().toISOString();
  const open = await spendOpenLinks(ctx, accountId, now);
  return { setupPending: open.some((link) => link.purpose === 'set-password') };
}

/**
 * Sets the password behind a valid, unused, unexpired link of an active account; answers false otherwise and
 * changes nothing.
 */
export async function usePasswordLink(
  ctx: Pick<UniversityContext, 'config' | 'db' | 'now' | 'realtime'>,
  token: string,
  password: string,
): Promise<boolean> {
  const now = ctx.now().toISOString();
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  const accountId = await inUniversityTransaction(ctx, async (trx) => {
    const link = await usableLink(trx, sha256Hex(token), now);
    if (!link) return undefined;
    // Spend the link first: of two uses at once, only the one that marks it used goes on.
    if (!(await spendLink(trx, link.id, now))) return undefined;
    // A new password ends every session opened before it, as a change of password does.
    await updateAccount(trx, link.account_id, { password_hash: passwordHash }, true);
    // Any other open link of the account is void once a password is chosen.
    await voidPasswordLinks({ ...trx, now: ctx.now }, link.account_id);
    return link.account_id;
  });
  if (accountId === undefined) return false;
  await closeAccountSockets(ctx, accountId);
  return true;
}
