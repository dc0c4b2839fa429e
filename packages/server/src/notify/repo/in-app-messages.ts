// A subscriber's in-app messages as the widget and the Inbox read and change them, always through the database the
// subscriber's credential scoped (docs/decisions/0024). The feed's page is compiled once per shape (decision 0044).
import type { MessageTable } from '../../db/tables/notify.js';
import type { ScopedDb } from '../../db/scope.js';
import { compiledPerShape } from '../../db/shapes.js';

/** Row ids of the environment's feeds named by identifier (or, for `feedId` fields, by id); unknown names match none. */
export async function feedIdsNamed(
  db: ScopedDb,
  environmentId: string,
  names: readonly string[],
  { byIdToo = false } = {},
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('feeds')
    .select('id')
    .where('environment_id', '=', environmentId)
    .where((eb) =>
      byIdToo ? eb.or([eb('identifier', 'in', names), eb('id', 'in', names)]) : eb('identifier', 'in', names),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Which of these ids are the subscriber's in-app messages. */
export function ownMessageIdsAmong(db: ScopedDb, subscriberRowId: string, ids: readonly string[]) {
  return db
    .selectFrom('messages')
    .select('id')
    .where('subscriber_id', '=', subscriberRowId)
    .where('channel', '=', 'in_app')
    .where('id', 'in', ids)
    .execute();
}

/** The subscriber's in-app messages. */
function ownMessages(db: ScopedDb, subscriberRowId: string) {
  return db
    .selectFrom('messages')
    .where('messages.subscriber_id', '=', subscriberRowId)
    .where('messages.channel', '=', 'in_app');
}

type OwnMessages = ReturnType<typeof ownMessages>;

/** Newest first, ties broken by id: the order of the feed and of its index. */
const newestFirst = <T extends OwnMessages>(builder: T): T =>
  builder.orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc') as T;

/**
 * The messages a query of the subscriber's own selects, with their feed's identifier, newest first. Their
 * organisation is the credential's: no join asks the database for it.
 */
function placed(messages: OwnMessages) {
  return newestFirst(messages)
    .leftJoin('feeds', 'feeds.id', 'messages.feed_id')
    .selectAll('messages')
    .select('feeds.identifier as feed_identifier');
}

/** A message with its feed's identifier, as the widget's wire shape is made from. */
export type PlacedRow = Awaited<ReturnType<ReturnType<typeof placed>['executeTakeFirstOrThrow']>>;

/** These messages of the subscriber with their feed's identifier, newest first. */
export function placedMessages(db: ScopedDb, subscriberRowId: string, ids: readonly string[]) {
  return placed(ownMessages(db, subscriberRowId).where('messages.id', 'in', ids)).execute();
}

/** Which of the subscriber's messages a feed shows: by state (seen, read, archived) and by feed. */
export interface MessageFilter {
  seen?: boolean;
  read?: boolean;
  /** Only archived (true) or only unarchived (false); without it, both, as the 0.24 widget reads. */
  archived?: boolean;
  /** The feeds' row ids, or null for every feed. */
  feedIds: readonly string[] | null;
}

/** The subscriber's in-app messages that `filter` lets through. */
function matchingMessages(db: ScopedDb, subscriberRowId: string, filter: MessageFilter) {
  let matching = ownMessages(db, subscriberRowId);
  if (filter.seen !== undefined) matching = matching.where('messages.seen', '=', filter.seen ? 1 : 0);
  if (filter.read !== undefined) matching = matching.where('messages.read', '=', filter.read ? 1 : 0);
  if (filter.archived !== undefined) {
    matching = matching.where('messages.archived_at', filter.archived ? 'is not' : 'is', null);
  }
  if (filter.feedIds !== null) matching = matching.where('messages.feed_id', 'in', filter.feedIds);
  return matching;
}

/** The ids and payloads of the messages `filter` lets through, newest first (a feed's payload filter reads them). */
export function matchingPayloads(db: ScopedDb, subscriberRowId: string, filter: MessageFilter) {
  return newestFirst(matchingMessages(db, subscriberRowId, filter))
    .select(['messages.id', 'messages.payload'])
    .execute();
}

/** How many messages a query of the subscriber's own selects. */
const countOf = (messages: OwnMessages) =>
  messages.select((eb) => eb.fn.countAll<number | string>().as('total'));

/** How many of the subscriber's messages `filter` lets through. */
export function countMatchingMessages(db: ScopedDb, subscriberRowId: string, filter: MessageFilter) {
  return countOf(matchingMessages(db, subscriberRowId, filter)).executeTakeFirstOrThrow();
}

/** The filter as a page's shape: the states it fixes and how many feeds it names. */
type PageShape = Omit<MessageFilter, 'feedIds'> & { feeds: number | null };

/**
 * A page of matching messages with their feed's identifier and their total (a subquery), newest first: one round
 * trip, compiled once per shape.
 */
export const messagePage = compiledPerShape(
  ({ seen, read, archived, feeds }: PageShape) => `${seen}|${read}|${archived}|${feeds}`,
  (db, { feeds, ...states }, bound) => {
    const messages = matchingMessages(db, bound.value('subscriberRowId'), {
      ...states,
      feedIds: feeds === null ? null : bound.list('feedIds', feeds),
    });
    return placed(messages)
      .select(countOf(messages).as('total'))
      .limit(bound.value<number>('limit'))
      .offset(bound.value<number>('offset'));
  },
);

/** A change of the seen and read marks of a message. */
export type MessageChange = Partial<Pick<MessageTable, 'seen' | 'read' | 'last_seen_at' | 'last_read_at'>>;

/** Applies a change of marks to the subscriber's messages with these ids. */
export function setMarks(
  db: ScopedDb,
  subscriberRowId: string,
  ids: readonly string[],
  change: MessageChange,
) {
  return db
    .updateTable('messages')
    .set(change)
    .where('subscriber_id', '=', subscriberRowId)
    .where('id', 'in', ids)
    .execute();
}

/** An update of the subscriber's in-app messages. */
const ownInAppUpdate = (db: ScopedDb, subscriberRowId: string) =>
  db.updateTable('messages').where('subscriber_id', '=', subscriberRowId).where('channel', '=', 'in_app');

/**
 * Marks every unread (`as` read: seen and read) or unseen (`as` seen: seen only) in-app message of the subscriber,
 * or of these feeds; answers how many changed.
 */
export async function markAllOwn(
  db: ScopedDb,
  subscriberRowId: string,
  feedIds: readonly string[] | null,
  as: 'read' | 'seen',
  now: string,
): Promise<number> {
  let update = ownInAppUpdate(db, subscriberRowId);
  if (feedIds !== null) update = update.where('feed_id', 'in', feedIds);
  const result =
    as === 'read'
      ? await update
          .where('read', '=', 0)
          .set({ seen: 1, read: 1, last_read_at: now, last_seen_at: now })
          .executeTakeFirst()
      : await update.where('seen', '=', 0).set({ seen: 1, last_seen_at: now }).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A message's call to action as stored. */
export function messageCta(db: ScopedDb, messageId: string) {
  return db.selectFrom('messages').select('cta').where('id', '=', messageId).executeTakeFirstOrThrow();
}

export function setMessageCta(db: ScopedDb, subscriberRowId: string, messageId: string, cta: string) {
  return db
    .updateTable('messages')
    .set({ cta })
    .where('id', '=', messageId)
    .where('subscriber_id', '=', subscriberRowId)
    .execute();
}

/**
 * Archives every one of the subscriber's in-app messages (`ids` null), or those of `ids`, that is not archived yet
 * (`onlyRead`: and is read), marking it seen and read; answers how many changed.
 */
export async function archiveOwn(
  db: ScopedDb,
  subscriberRowId: string,
  ids: readonly string[] | null,
  onlyRead: boolean,
  now: string,
): Promise<number> {
  let update = ownInAppUpdate(db, subscriberRowId).where('archived_at', 'is', null);
  if (ids !== null) update = update.where('id', 'in', [...ids]);
  if (onlyRead) update = update.where('read', '=', 1);
  const result = await update
    .set((eb) => ({
      archived_at: now,
      seen: 1,
      read: 1,
      last_seen_at: eb.fn.coalesce('last_seen_at', eb.val(now)),
      last_read_at: eb.fn.coalesce('last_read_at', eb.val(now)),
    }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function unarchiveOwn(db: ScopedDb, subscriberRowId: string, ids: readonly string[]) {
  return db
    .updateTable('messages')
    .set({ archived_at: null })
    .where('subscriber_id', '=', subscriberRowId)
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Removes the subscriber's in-app messages: every one, or those of `ids`, or those of the feeds `feedIds`; answers
 * how many.
 */
export async function removeOwnMessages(
  db: ScopedDb,
  subscriberRowId: string,
  { ids = null, feedIds = null }: { ids?: readonly string[] | null; feedIds?: readonly string[] | null },
): Promise<number> {
  let removal = db
    .deleteFrom('messages')
    .where('subscriber_id', '=', subscriberRowId)
    .where('channel', '=', 'in_app');
  if (ids !== null) removal = removal.where('id', 'in', [...ids]);
  if (feedIds !== null) removal = removal.where('feed_id', 'in', feedIds);
  const result = await removal.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What narrows the Inbox's messages in SQL: their states and creation time (milliseconds). */
export interface InboxStates {
  read?: boolean | undefined;
  seen?: boolean | undefined;
  archived?: boolean | undefined;
  createdGte?: number | undefined;
  createdLte?: number | undefined;
}

/** The subscriber's messages the Inbox's state and time filters leave. */
function narrowed(db: ScopedDb, subscriberRowId: string, filter: InboxStates) {
  let matching = ownMessages(db, subscriberRowId);
  if (filter.read !== undefined) matching = matching.where('messages.read', '=', filter.read ? 1 : 0);
  if (filter.seen !== undefined) matching = matching.where('messages.seen', '=', filter.seen ? 1 : 0);
  if (filter.archived !== undefined) {
    matching = matching.where('messages.archived_at', filter.archived ? 'is not' : 'is', null);
  }
  if (filter.createdGte !== undefined) {
    matching = matching.where('messages.created_at', '>=', new Date(filter.createdGte).toISOString());
  }
  if (filter.createdLte !== undefined) {
    matching = matching.where('messages.created_at', '<=', new Date(filter.createdLte).toISOString());
  }
  return matching;
}

/** The newest `limit` messages the filter leaves, with their payload and their workflow's tags, newest first. */
export function inboxCandidates(db: ScopedDb, subscriberRowId: string, filter: InboxStates, limit: number) {
  return newestFirst(narrowed(db, subscriberRowId, filter))
    .leftJoin('workflows', 'workflows.id', 'messages.workflow_id')
    .select(['messages.id', 'messages.payload', 'workflows.tags'])
    .limit(limit)
    .execute();
}

/** Where a cursor (a message id of the subscriber's) sits in the newest-first order. */
export function inboxCursor(db: ScopedDb, subscriberRowId: string, messageId: string) {
  return ownMessages(db, subscriberRowId)
    .where('messages.id', '=', messageId)
    .select(['messages.created_at', 'messages.id'])
    .executeTakeFirst();
}

/** The ids of the messages the filter leaves after the cursor, newest first, `limit` of them after `offset`. */
export function inboxPageIds(
  db: ScopedDb,
  subscriberRowId: string,
  filter: InboxStates,
  cursor: { created_at: string; id: string } | undefined,
  limit: number,
  offset: number,
) {
  let matching = narrowed(db, subscriberRowId, filter);
  if (cursor) {
    matching = matching.where((eb) =>
      eb.or([
        eb('messages.created_at', '<', cursor.created_at),
        eb.and([eb('messages.created_at', '=', cursor.created_at), eb('messages.id', '<', cursor.id)]),
      ]),
    );
  }
  return newestFirst(matching).select('messages.id').limit(limit).offset(offset).execute();
}

/** The transaction and workflow of each of these messages of the subscriber's. */
export function inboxDetails(db: ScopedDb, subscriberRowId: string, ids: readonly string[]) {
  return ownMessages(db, subscriberRowId)
    .where('messages.id', 'in', [...ids])
    .leftJoin('workflows', 'workflows.id', 'messages.workflow_id')
    .select([
      'messages.id',
      'messages.transaction_id',
      'workflows.id as workflow_id',
      'workflows.name',
      'workflows.trigger_identifier',
      'workflows.critical',
      'workflows.tags',
    ])
    .execute();
}
