// What the widget's queries and bodies name: feeds by identifier, payload filters, and the subscriber's own
// in-app messages.
import type { ScopedDb } from '../../db/scope.js';
import { compiledPerShape } from '../../db/shapes.js';
import { payloadMatchesFilter, type DeliveredMessage } from '@herald/protocol';
import { HttpError } from '../../http/errors.js';
import { toWireMessage } from '../notifications/messages.js';

/**
 * Folds `name[]` keys into `name`: some widget builds serialise a list as `feedIdentifier[]=a&feedIdentifier[]=b`
 * where others repeat `feedIdentifier=a&feedIdentifier=b`.
 */
export function foldListParameters(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const folded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const previous = folded[name];
    if (previous === undefined) {
      folded[name] = key.endsWith('[]') && !Array.isArray(value) ? [value] : value;
    } else {
      folded[name] = [previous, value].flat();
    }
  }
  return folded;
}

/** One or several values as a list without repeats. */
export function uniqueList<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return [...new Set(Array.isArray(value) ? (value as readonly T[]) : [value as T])];
}

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

/** A message matches the feed's payload filter when every key of the filter holds an equal value. */
export function payloadMatches(payloadJson: string | null, filter: Record<string, unknown>): boolean {
  let payload: unknown;
  try {
    payload = payloadJson ? JSON.parse(payloadJson) : {};
  } catch {
    return false;
  }
  return payloadMatchesFilter(payload, filter);
}

/** The subscriber's in-app messages with these ids, or a 404 naming the first that is not theirs. */
export async function requireOwnMessageIds(
  db: ScopedDb,
  subscriberRowId: string,
  ids: readonly string[],
): Promise<void> {
  const found = await db
    .selectFrom('messages')
    .select('id')
    .where('subscriber_id', '=', subscriberRowId)
    .where('channel', '=', 'in_app')
    .where('id', 'in', ids)
    .execute();
  const own = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !own.has(id));
  // Another subscriber's message answers exactly like an unknown one, so ids reveal nothing.
  if (missing !== undefined) throw new HttpError(404, `Message ${missing} was not found`);
}

/** The subscriber's in-app messages. */
export function ownMessages(db: ScopedDb, subscriberRowId: string) {
  return db
    .selectFrom('messages')
    .where('messages.subscriber_id', '=', subscriberRowId)
    .where('messages.channel', '=', 'in_app');
}

type OwnMessages = ReturnType<typeof ownMessages>;

/** Newest first, ties broken by id: the order of the feed and of its index. */
export const newestFirst = <T extends OwnMessages>(builder: T): T =>
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

type PlacedRow = Awaited<ReturnType<ReturnType<typeof placed>['executeTakeFirstOrThrow']>>;

// The row goes to the wire shape as it is: toWireMessage reads the message's own columns by name, so the feed's
// identifier and the page's total beside them need no copy of the row without them.
const asWire =
  (organizationId: string) =>
  (row: PlacedRow): DeliveredMessage =>
    toWireMessage(row, { feedIdentifier: row.feed_identifier, organizationId });

/** These messages of the subscriber in the widget's wire shape, newest first. */
export async function wireMessages(
  db: ScopedDb,
  subscriber: { _id: string; organizationId: string },
  ids: readonly string[],
): Promise<DeliveredMessage[]> {
  if (ids.length === 0) return [];
  const rows = await placed(ownMessages(db, subscriber._id).where('messages.id', 'in', ids)).execute();
  return rows.map(asWire(subscriber.organizationId));
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
export function matchingMessages(db: ScopedDb, subscriberRowId: string, filter: MessageFilter) {
  let matching = ownMessages(db, subscriberRowId);
  if (filter.seen !== undefined) matching = matching.where('messages.seen', '=', filter.seen ? 1 : 0);
  if (filter.read !== undefined) matching = matching.where('messages.read', '=', filter.read ? 1 : 0);
  if (filter.archived !== undefined) {
    matching = matching.where('messages.archived_at', filter.archived ? 'is not' : 'is', null);
  }
  if (filter.feedIds !== null) matching = matching.where('messages.feed_id', 'in', filter.feedIds);
  return matching;
}

/** How many messages a query of the subscriber's own selects. */
const countOf = (messages: OwnMessages) =>
  messages.select((eb) => eb.fn.countAll<number | string>().as('total'));

/** The filter as a page's shape: the states it fixes and how many feeds it names. */
type PageShape = Omit<MessageFilter, 'feedIds'> & { feeds: number | null };

/** A page of matching messages with their total (a subquery): one round trip, compiled once per shape. */
const pagePerShape = compiledPerShape(
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

/**
 * One page of the subscriber's messages that `filter` lets through, in the wire shape, newest first, and how many
 * there are in all: one round trip, the count being a subquery of the page's query.
 */
export async function wirePage(
  db: ScopedDb,
  subscriber: { _id: string; organizationId: string },
  filter: MessageFilter,
  limit: number,
  offset: number,
): Promise<{ data: DeliveredMessage[]; totalCount: number }> {
  const { feedIds, ...states } = filter;
  const rows = await pagePerShape(
    db,
    { ...states, feeds: feedIds?.length ?? null },
    { subscriberRowId: subscriber._id, feedIds, limit, offset },
  );
  if (rows.length > 0) {
    return {
      data: rows.map(asWire(subscriber.organizationId)),
      totalCount: Number(rows[0]!.total),
    };
  }
  // Nothing to show (an empty feed, or a page past the last): no row carries the count.
  const counted = await countOf(matchingMessages(db, subscriber._id, filter)).executeTakeFirstOrThrow();
  return { data: [], totalCount: Number(counted.total) };
}
