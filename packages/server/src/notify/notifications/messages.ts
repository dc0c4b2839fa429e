// In-app messages: how they are stored, how they travel to the widget, and the counts that follow every change.
import { safeActor, safeCta } from './links.js';
import type { Kysely } from 'kysely';
import {
  COUNT_LIMIT,
  MESSAGE_CONTENT_TAGS,
  type DeliveredMessage,
  type NotificationMessage,
} from '@herald/protocol';
import sanitizeHtml from 'sanitize-html';
import type { NotifyContext } from '../context.js';
import { scoped, type ScopedDb } from '../../db/scope.js';
import {
  foundUpTo,
  foundUpToPerShape,
  insertMessage,
  placeOfMessage,
  unseenAndUnreadUpTo,
  type CountFilter,
  type CountShape,
} from '../repo/messages.js';
import type { Database } from '../../db/schema.js';
import type { Message } from '../../db/tables/notify.js';

export interface CountState {
  count: number;
  hasMore: boolean;
}

const countState = (found: number | string | null, limit: number): CountState => ({
  count: Math.min(Number(found ?? 0), limit),
  hasMore: Number(found ?? 0) > limit,
});

/** In-app messages of a subscriber matching `seen`/`read`, counted up to `limit`; `hasMore` when there are more. */
export async function countMessages(
  db: Kysely<Database>,
  subscriberRowId: string,
  filter: CountFilter,
  limit = COUNT_LIMIT,
): Promise<CountState> {
  const { found } = await foundUpTo(db, subscriberRowId, filter, limit + 1);
  return countState(found, limit);
}

/**
 * `countMessages` on the database as a credential sees it (the widget's counts), its query compiled once per
 * shape (db/shapes.ts).
 */
export async function countOwnMessages(
  db: ScopedDb,
  subscriberRowId: string,
  filter: CountFilter,
  limit = COUNT_LIMIT,
): Promise<CountState> {
  const feedIds = filter.feedIds && filter.feedIds.length > 0 ? filter.feedIds : null;
  const shape: CountShape = {
    ...(filter.seen !== undefined && { seen: filter.seen }),
    ...(filter.read !== undefined && { read: filter.read }),
    ...(filter.archived !== undefined && { archived: filter.archived }),
    feeds: feedIds?.length ?? null,
  };
  const [row] = await foundUpToPerShape(db, shape, { subscriberRowId, upTo: limit + 1, feedIds });
  return countState(row?.found ?? 0, limit);
}

/**
 * Pushes the subscriber's unseen and unread counts to every socket in their room: both counts are one query,
 * since every change of a message (a new one, a mark, a removal) is followed by this.
 */
export async function broadcastCounts(
  ctx: Pick<NotifyContext, 'db' | 'realtime'>,
  subscriberRowId: string,
): Promise<void> {
  const { unseen, unread } = await unseenAndUnreadUpTo(ctx.db, subscriberRowId, COUNT_LIMIT + 1);
  const unseenState = countState(unseen, COUNT_LIMIT);
  const unreadState = countState(unread, COUNT_LIMIT);
  ctx.realtime.emitUnseenCount(subscriberRowId, {
    unseenCount: unseenState.count,
    hasMore: unseenState.hasMore,
  });
  ctx.realtime.emitUnreadCount(subscriberRowId, {
    unreadCount: unreadState.count,
    hasMore: unreadState.hasMore,
  });
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Where a stored message sits: its feed's identifier (null without a feed) and its environment's organisation. */
export interface MessagePlace {
  feedIdentifier: string | null;
  organizationId: string;
}

/**
 * A stored message in the widget's wire shape (docs/product.md §3), with every field the open-source widget
 * declares.
 */
export function toWireMessage(row: Message, place: MessagePlace): DeliveredMessage {
  return {
    _id: row.id,
    content: row.content,
    createdAt: row.created_at,
    seen: row.seen === 1,
    read: row.read === 1,
    lastSeenDate: row.last_seen_at,
    lastReadDate: row.last_read_at,
    archived: row.archived_at !== null,
    archivedAt: row.archived_at,
    templateIdentifier: row.template_identifier ?? '',
    feedIdentifier: place.feedIdentifier,
    payload: parseJson<Record<string, unknown>>(row.payload, {}),
    actor: safeActor(parseJson(row.actor, { type: 'none', data: null })),
    cta: safeCta(parseJson(row.cta, { type: 'redirect', data: {} })),
    channel: 'in_app',
    _templateId: row.workflow_id,
    _feedId: row.feed_id,
    _subscriberId: row.subscriber_id,
    _notificationId: row.notification_id,
    _environmentId: row.environment_id,
    _organizationId: place.organizationId,
  };
}

/** Looks up where a message sits, then gives it in the widget's wire shape. */
export async function deliveredMessage(db: Kysely<Database>, message: Message): Promise<DeliveredMessage> {
  const place = await placeOfMessage(db, message);
  return toWireMessage(message, { feedIdentifier: place.identifier, organizationId: place.organization_id });
}

export interface NewInAppMessage {
  environmentId: string;
  subscriberRowId: string;
  content: string;
  templateIdentifier?: string | null;
  cta?: NotificationMessage['cta'] | null;
  actor?: NotificationMessage['actor'] | null;
  feedId?: string | null;
  workflowId?: string | null;
  notificationId?: string | null;
  jobId?: string | null;
  transactionId?: string | null;
  payload?: Record<string, unknown> | null;
  /** Where the message sits, when the caller already knows it (the engine does): not read again then. */
  place?: MessagePlace;
}

/**
 * A message's HTML reduced to the protocol's phrasing tags without attributes, every other element to its text:
 * what the kit would show anyway, stored so that no page parses a handler or a script from it at all.
 */
export function messageContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...MESSAGE_CONTENT_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}

/** Stores an in-app message, then tells the subscriber's sockets: the message and both counts. */
export async function createInAppMessage(
  ctx: Pick<NotifyContext, 'db' | 'newId' | 'now' | 'realtime'>,
  input: NewInAppMessage,
): Promise<Message> {
  return (await deliverInAppMessage(ctx, input)).message;
}

/**
 * Stores an in-app message and tells the subscriber's sockets, as `createInAppMessage`; answers the message as the
 * sockets received it too, so that the in-app step logs it without reading its place again.
 */
export async function deliverInAppMessage(
  ctx: Pick<NotifyContext, 'db' | 'newId' | 'now' | 'realtime'>,
  input: NewInAppMessage,
): Promise<{ message: Message; delivered: DeliveredMessage }> {
  const message: Message = {
    id: ctx.newId(),
    environment_id: input.environmentId,
    subscriber_id: input.subscriberRowId,
    channel: 'in_app',
    template_identifier: input.templateIdentifier ?? null,
    content: messageContent(input.content),
    cta: JSON.stringify(input.cta ?? { type: 'redirect', data: {} }),
    actor: JSON.stringify(input.actor ?? { type: 'none', data: null }),
    seen: 0,
    read: 0,
    last_seen_at: null,
    last_read_at: null,
    created_at: ctx.now().toISOString(),
    transaction_id: input.transactionId ?? null,
    notification_id: input.notificationId ?? null,
    job_id: input.jobId ?? null,
    feed_id: input.feedId ?? null,
    workflow_id: input.workflowId ?? null,
    payload: input.payload ? JSON.stringify(input.payload) : null,
    subject: null,
    archived_at: null,
  };
  await insertMessage(scoped(ctx.db, { environmentId: input.environmentId }), message);
  const delivered = input.place
    ? toWireMessage(message, input.place)
    : await deliveredMessage(ctx.db, message);
  ctx.realtime.emitNotificationReceived(message.subscriber_id, delivered);
  await broadcastCounts(ctx, message.subscriber_id);
  return { message, delivered };
}
