// What the widget's requests name (feeds by identifier, payload filters, the subscriber's own in-app messages) and
// the wire shape of what they read; the queries are in repo/in-app-messages.ts.
import type { ScopedDb } from '../../db/scope.js';
import { payloadMatchesFilter, type DeliveredMessage } from '@herald/protocol';
import { HttpError } from '../../http/errors.js';
import { toWireMessage } from '../notifications/messages.js';
import {
  countMatchingMessages,
  messagePage,
  ownMessageIdsAmong,
  placedMessages,
  type MessageFilter,
  type PlacedRow,
} from '../repo/in-app-messages.js';

export type { MessageFilter };

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
  const found = await ownMessageIdsAmong(db, subscriberRowId, ids);
  const own = new Set(found.map((row) => row.id));
  const missing = ids.find((id) => !own.has(id));
  // Another subscriber's message answers exactly like an unknown one, so ids reveal nothing.
  if (missing !== undefined) throw new HttpError(404, `Message ${missing} was not found`);
}

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
  const rows = await placedMessages(db, subscriber._id, ids);
  return rows.map(asWire(subscriber.organizationId));
}

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
  const rows = await messagePage(
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
  const counted = await countMatchingMessages(db, subscriber._id, filter);
  return { data: [], totalCount: Number(counted.total) };
}
