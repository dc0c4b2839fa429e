// Stored messages, where they are placed and their counts. Each takes the database its caller holds: the widget's
// and the Inbox's the credential's scope, the sockets' pushes the server's own (named by the subscriber's row id),
// the engine's its job's.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Message, MessageTable } from '../../db/tables/notify.js';
import { compiledPerShape } from '../../db/shapes.js';

export type CountFilter = {
  seen?: boolean;
  read?: boolean;
  feedIds?: readonly string[] | null;
  /** Only archived (true) or only unarchived (false) messages; the widget's counts leave it out. */
  archived?: boolean;
};

/**
 * The in-app messages of a subscriber matching `filter`, `upTo` at most (one more than the count's limit, to tell
 * whether there are more). A constant is selected, not a column: the count is read from the index alone
 * (migration 0018).
 */
function countable(db: Kysely<Database>, subscriberRowId: string, filter: CountFilter, upTo: number) {
  let query = db
    .selectFrom('messages')
    .select(sql.lit(1).as('one'))
    .where('subscriber_id', '=', subscriberRowId)
    .where('channel', '=', 'in_app');
  if (filter.seen !== undefined) query = query.where('seen', '=', filter.seen ? 1 : 0);
  if (filter.read !== undefined) query = query.where('read', '=', filter.read ? 1 : 0);
  if (filter.archived !== undefined) {
    query = query.where('archived_at', filter.archived ? 'is not' : 'is', null);
  }
  if (filter.feedIds && filter.feedIds.length > 0) query = query.where('feed_id', 'in', filter.feedIds);
  return query.limit(upTo);
}

/** How many of the messages `countable` selects there are, counted in the database: one row comes back. */
function counted(db: Kysely<Database>, subscriberRowId: string, filter: CountFilter, upTo: number) {
  return db
    .selectFrom(countable(db, subscriberRowId, filter, upTo).as('matching'))
    .select((eb) => eb.fn.countAll<number | string>().as('found'));
}

/** How many in-app messages of the subscriber match `filter`, `upTo` at most. */
export function foundUpTo(db: Kysely<Database>, subscriberRowId: string, filter: CountFilter, upTo: number) {
  return counted(db, subscriberRowId, filter, upTo).executeTakeFirstOrThrow();
}

/** The count's filter as its shape: the states it fixes and how many feeds it names. */
export type CountShape = Omit<CountFilter, 'feedIds'> & { feeds: number | null };

/** `foundUpTo` compiled once per shape (db/shapes.ts), on the database as a credential sees it. */
export const foundUpToPerShape = compiledPerShape(
  ({ seen, read, archived, feeds }: CountShape) => `${seen}|${read}|${archived}|${feeds}`,
  (db, { feeds, ...states }, bound) =>
    counted(
      db,
      bound.value('subscriberRowId'),
      { ...states, feedIds: feeds === null ? null : bound.list('feedIds', feeds) },
      bound.value('upTo'),
    ),
);

/** The subscriber's unseen and unread in-app messages, each counted up to `upTo`, in one query. */
export function unseenAndUnreadUpTo(db: Kysely<Database>, subscriberRowId: string, upTo: number) {
  return db
    .selectNoFrom([
      counted(db, subscriberRowId, { seen: false }, upTo).as('unseen'),
      counted(db, subscriberRowId, { read: false }, upTo).as('unread'),
    ])
    .executeTakeFirstOrThrow();
}

/** The organisation of the message's environment and the identifier of its feed, if it has one. */
export function placeOfMessage(db: Kysely<Database>, message: Pick<Message, 'environment_id' | 'feed_id'>) {
  return db
    .selectFrom('environments')
    .leftJoin('feeds', (join) => join.on('feeds.id', '=', message.feed_id))
    .select(['environments.organization_id', 'feeds.identifier'])
    .where('environments.id', '=', message.environment_id)
    .executeTakeFirstOrThrow();
}

/** Stores a message: an in-app one on the environment's scoped database, a delivering step's on the job's. */
export function insertMessage(db: Kysely<Database>, message: Insertable<MessageTable>) {
  return db.insertInto('messages').values(message).execute();
}

/** The feed of the environment with this identifier, if there is one. */
export function feedOfIdentifier(db: Kysely<Database>, environmentId: string, identifier: string) {
  return db
    .selectFrom('feeds')
    .select(['id', 'identifier'])
    .where('environment_id', '=', environmentId)
    .where('identifier', '=', identifier)
    .executeTakeFirst();
}

/** The message a job stored, if it stored one. */
export function messageOfJob(db: Kysely<Database>, jobId: string) {
  return db.selectFrom('messages').select('id').where('job_id', '=', jobId).executeTakeFirst();
}

export function deleteMessage(db: Kysely<Database>, messageId: string) {
  return db.deleteFrom('messages').where('id', '=', messageId).execute();
}

/** The channel and marks of the message a job stored, if it stored one. */
export function marksOfJobMessage(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('messages')
    .select(['channel', 'seen', 'read'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
}
