import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database, Environment, Subscriber } from '../../db/schema.js';
import { forEnvironment } from '../../db/scope.js';
import { upsertSubscriber } from '../notifications/subscribers.js';
import { decrypt, hmacHex } from '../../security/crypto.js';

// The environment lookups below take the unscoped database: they find the environment a credential is being made
// for, or the server's own product environment, before any organisation is known.
/* eslint-disable no-restricted-syntax */
export function findEnvironmentByApplicationIdentifier(db: Kysely<Database>, applicationIdentifier: string) {
  return db
    .selectFrom('environments')
    .selectAll()
    .where('application_identifier', '=', applicationIdentifier)
    .executeTakeFirst();
}

/** The environment the university's own accounts receive their notifications in. */
export async function productEnvironment(db: Kysely<Database>): Promise<Environment> {
  const environment = await db
    .selectFrom('environments')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!environment) throw new Error('No environment exists: the first-run setup did not complete');
  return environment;
}
/* eslint-enable no-restricted-syntax */

/** The subscriber hash a host computes on its server: hex HMAC-SHA256 of subscriberId keyed with the API key. */
export function subscriberHash(ctx: AppContext, environment: Environment, subscriberId: string): string {
  return hmacHex(decrypt(ctx.sealingKey, environment.api_key_sealed), subscriberId);
}

// Kept here for the routes that import them from this module; the engine imports them from their own module.
export {
  updateSubscriberProfile,
  upsertSubscriber,
  type SubscriberProfileInput,
} from '../notifications/subscribers.js';

/** What a subscriber mirrors of an account. */
export type AccountProfile = { id: number; name: string; email: string; phone?: string | null };

/**
 * Every account is a subscriber of the product environment with its id as subscriberId. Creates it on first
 * sight and copies the account's current name, email and phone, so mail goes to the address the account
 * has now.
 */
export async function syncAccountSubscriber(
  ctx: AppContext,
  account: AccountProfile,
  environment?: Environment,
): Promise<Subscriber> {
  // eslint-disable-next-line no-restricted-syntax -- the product environment is the server's, not a caller's
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
  await db
    .updateTable('subscribers')
    .set({ first_name: account.name, email: account.email, phone })
    .where('id', '=', subscriber.id)
    .execute();
  return { ...subscriber, first_name: account.name, email: account.email, phone };
}

/** Makes sure every account has its subscriber, with today's profile; run on start. */
export async function syncAllAccountSubscribers(ctx: AppContext): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- the product environment is the server's, not a caller's
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
