// Subscribers as the notification service keeps them: found or created on first sight (a widget session, a
// trigger's recipient, an account), and their profile written from a management call or a trigger.
import type { UpdateSubscriberBody } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Subscriber } from '../../db/tables/notify.js';
import type { Environment } from '../../db/tables/platform.js';
import type { ScopedDb } from '../../db/scope.js';
import {
  existingSubscriberNamed,
  insertSubscriberIfNew,
  setProfileColumns,
  subscriberContacts,
  subscriberNamed,
  type ProfileColumns,
} from '../repo/subscribers.js';
import { firstEnvironment } from '../repo/unscoped.js';

/**
 * A deleted subscriber keeps its row for the activity log, its subscriberId renamed to this prefix and its row id,
 * so the id is free again and no session of the old one reaches a new one.
 */
export const DELETED_SUBSCRIBER_PREFIX = 'deleted:';

export interface SubscriberProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Finds the subscriber of an environment, creating it on first sight. */
export async function upsertSubscriber(
  ctx: Pick<NotifyContext, 'now' | 'newId'>,
  db: ScopedDb,
  environmentId: string,
  subscriberId: string,
  profile: SubscriberProfileInput = {},
): Promise<Subscriber> {
  const existing = await subscriberNamed(db, environmentId, subscriberId);
  if (existing) return existing;
  const row: Subscriber = {
    id: ctx.newId(),
    environment_id: environmentId,
    subscriber_id: subscriberId,
    first_name: profile.firstName ?? null,
    last_name: profile.lastName ?? null,
    email: profile.email ?? null,
    phone: null,
    avatar: null,
    locale: null,
    data: null,
    created_at: ctx.now().toISOString(),
  };
  // Two first sessions at once may race: the unique index keeps one, and only the loser reads back the winner.
  const inserted = await insertSubscriberIfNew(db, row);
  if (inserted) return inserted;
  return existingSubscriberNamed(db, environmentId, subscriberId);
}

/** The subscriber columns a profile names (an absent field is left out, a null clears the column). */
function profileColumns(profile: UpdateSubscriberBody): ProfileColumns {
  return {
    ...(profile.firstName !== undefined && { first_name: profile.firstName }),
    ...(profile.lastName !== undefined && { last_name: profile.lastName }),
    ...(profile.email !== undefined && { email: profile.email }),
    ...(profile.phone !== undefined && { phone: profile.phone }),
    ...(profile.avatar !== undefined && { avatar: profile.avatar }),
    ...(profile.locale !== undefined && { locale: profile.locale }),
    ...(profile.data !== undefined && { data: profile.data === null ? null : JSON.stringify(profile.data) }),
  };
}

/**
 * Writes the profile fields `profile` names (an absent field stays, a null clears it) to a subscriber that
 * exists, and answers the stored row; a management write and a trigger's recipient object both come here.
 */
export async function updateSubscriberProfile(
  ctx: NotifyContext,
  db: ScopedDb,
  environmentId: string,
  subscriberId: string,
  profile: UpdateSubscriberBody,
): Promise<Subscriber> {
  const changes = profileColumns(profile);
  if (Object.keys(changes).length > 0) {
    await setProfileColumns(db, environmentId, subscriberId, changes);
  }
  return existingSubscriberNamed(db, environmentId, subscriberId);
}

/**
 * Finds or creates the subscriber and brings the profile fields `profile` names up to date (an absent field stays,
 * a null clears it), writing only what differs: a trigger's recipient object and an application keeping its
 * users' subscribers in step both come here, and an unchanged profile costs one read.
 */
export async function subscriberWithProfile(
  ctx: Pick<NotifyContext, 'now' | 'newId'>,
  db: ScopedDb,
  environmentId: string,
  subscriberId: string,
  profile: UpdateSubscriberBody,
): Promise<Subscriber> {
  const subscriber = await upsertSubscriber(ctx, db, environmentId, subscriberId);
  const wanted = profileColumns(profile);
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([column, value]) => subscriber[column as keyof Subscriber] !== value),
  ) as ProfileColumns;
  if (Object.keys(changes).length === 0) return subscriber;
  await setProfileColumns(db, environmentId, subscriberId, changes);
  return { ...subscriber, ...changes };
}

/** What an environment's subscribers hold of their owner's profile, by subscriberId. */
export async function subscriberProfiles(
  db: ScopedDb,
  environmentId: string,
): Promise<Map<string, Pick<Subscriber, 'first_name' | 'email' | 'phone'>>> {
  const rows = await subscriberContacts(db, environmentId);
  return new Map(rows.map(({ subscriber_id, ...profile }) => [subscriber_id, profile]));
}

/**
 * The server's own environment, the first one made: the application Herald ships (the university) notifies its
 * accounts in it. The unscoped database: it is found before any organisation is known.
 */
export async function productEnvironment(db: Kysely<Database>): Promise<Environment> {
  const environment = await firstEnvironment(db);
  if (!environment) throw new Error('No environment exists: the first-run setup did not complete');
  return environment;
}
