// Every account of the university is a subscriber of the server's own environment, with its id as subscriberId:
// the university keeps them in step through the notification service's API, as any application would.
import type { KeptSubscribers } from '../../context.js';
import type { UniversityContext } from '../context.js';
import type { Subscriber } from '../../db/tables/notify.js';
import type { Environment } from '../../db/tables/platform.js';
import { forEnvironment } from '../../db/scope.js';
import { productEnvironment, subscriberProfiles, subscriberWithProfile } from '../../notify/service.js';
import { accountById, accountProfiles } from '../repo/accounts.js';

/** What a subscriber mirrors of an account. */
export type AccountProfile = { id: number; name: string; email: string; phone?: string | null };

/** The subscriberId of an account's subscriber. */
export const accountSubscriberId = (accountId: number) => String(accountId);

/**
 * An account's subscriber is the university's: a trigger from an API key of the product's environment never
 * rewrites its address (the mail of an account goes where the account says).
 */
export const ACCOUNT_SUBSCRIBERS: KeptSubscribers = {
  async isKept(ctx, environmentId, subscriberId) {
    if (!/^\d{1,15}$/.test(subscriberId)) return false;
    if ((await productEnvironment(ctx.db)).id !== environmentId) return false;
    const account = await accountById(ctx, Number(subscriberId), ['id']);
    return account !== undefined && accountSubscriberId(account.id) === subscriberId;
  },
};

/** The subscriber an account is, as the notification service's trigger takes it: its id and today's profile. */
export function accountRecipient(account: AccountProfile) {
  return {
    subscriberId: accountSubscriberId(account.id),
    firstName: account.name,
    email: account.email,
    phone: account.phone ?? null,
  };
}

/**
 * Creates the account's subscriber on first sight and copies the account's current name, email and phone, so
 * mail goes to the address the account has now.
 */
export async function syncAccountSubscriber(
  ctx: Pick<UniversityContext, 'db' | 'newId' | 'now'>,
  account: AccountProfile,
  environment?: Environment,
): Promise<Subscriber> {
  const env = environment ?? (await productEnvironment(ctx.db));
  const { subscriberId, ...profile } = accountRecipient(account);
  return subscriberWithProfile(ctx, forEnvironment(ctx.db, env), env.id, subscriberId, profile);
}

/** Makes sure every account has its subscriber, with today's profile; run on start. */
export async function syncAllAccountSubscribers(
  ctx: Pick<UniversityContext, 'db' | 'newId' | 'now'>,
): Promise<void> {
  const environment = await productEnvironment(ctx.db);
  const db = forEnvironment(ctx.db, environment);
  // Only the accounts whose subscriber is missing or out of date, so a restart costs two queries.
  const accounts = await accountProfiles({ db });
  const subscribers = await subscriberProfiles(db, environment.id);
  const stale = accounts.filter((account) => {
    const subscriber = subscribers.get(accountSubscriberId(account.id));
    return (
      !subscriber ||
      subscriber.first_name !== account.name ||
      subscriber.email !== account.email ||
      subscriber.phone !== account.phone
    );
  });
  for (const account of stale) await syncAccountSubscriber(ctx, account, environment);
}
