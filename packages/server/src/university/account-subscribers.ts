// Every account of the university is a subscriber of the server's own environment, with its id as subscriberId:
// the university keeps them in step through the notification service's API, as any application would.
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { Environment, Subscriber } from '../db/schema.js';
import { forEnvironment } from '../db/scope.js';
import { productEnvironment, updateSubscriberProfile, upsertSubscriber } from '../notify/service.js';

/** What a subscriber mirrors of an account. */
export type AccountProfile = { id: number; name: string; email: string; phone?: string | null };

/**
 * Creates the account's subscriber on first sight and copies the account's current name, email and phone, so
 * mail goes to the address the account has now.
 */
export async function syncAccountSubscriber(
  ctx: AppContext,
  account: AccountProfile,
  environment?: Environment,
): Promise<Subscriber> {
  const env = environment ?? (await productEnvironment(ctx.db));
  const db = forEnvironment(ctx.db, env);
  const subscriber = await upsertSubscriber(ctx, db, env.id, String(account.id));
  const phone = account.phone ?? null;
  if (
    subscriber.first_name === account.name &&
    subscriber.email === account.email &&
    subscriber.phone === phone
  ) {
    return subscriber;
  }
  return updateSubscriberProfile(ctx, db, env.id, subscriber.subscriber_id, {
    firstName: account.name,
    email: account.email,
    phone,
  });
}

/** Makes sure every account has its subscriber, with today's profile; run on start. */
export async function syncAllAccountSubscribers(ctx: AppContext): Promise<void> {
  const environment = await productEnvironment(ctx.db);
  // Only the accounts whose subscriber is missing or out of date, so a restart costs one query.
  const stale = await forEnvironment(ctx.db, environment)
    .selectFrom('accounts')
    .leftJoin('subscribers', (join) =>
      join
        .onRef('subscribers.subscriber_id', '=', sql<string>`cast(accounts.id as text)`)
        .on('subscribers.environment_id', '=', environment.id),
    )
    .select(['accounts.id', 'accounts.name', 'accounts.email', 'accounts.phone'])
    .where((eb) =>
      eb.or([
        eb('subscribers.id', 'is', null),
        sql<boolean>`subscribers.first_name is distinct from accounts.name`,
        sql<boolean>`subscribers.email is distinct from accounts.email`,
        sql<boolean>`subscribers.phone is distinct from accounts.phone`,
      ]),
    )
    .execute();
  for (const account of stale) await syncAccountSubscriber(ctx, account, environment);
}
