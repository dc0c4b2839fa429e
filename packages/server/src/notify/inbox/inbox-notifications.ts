// The subscriber's in-app messages as the current Inbox reads them: its filters (read, seen, archived, tags of the
// workflow, payload data, snoozed, severity, creation time), its cursor paging and its notification shape. The
// messages themselves come from the widget's own queries (repo/in-app-messages.ts), so both clients show the same
// rows.
import type { DeliveredMessage } from '@herald/protocol';
import type { InboxCountFilter, InboxNotification } from '@herald/protocol/schemas';
import type { ScopedDb } from '../../db/scope.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import { countOwnMessages } from '../notifications/messages.js';
import { payloadMatches, wireMessages } from '../widgets/widget-query.js';
import {
  inboxCandidates,
  inboxCursor,
  inboxDetails,
  inboxPageIds,
  type InboxStates,
} from '../repo/in-app-messages.js';

/** What narrows the Inbox's messages; every field is optional, as in the client. */
export interface InboxFilter extends InboxStates {
  tags?: readonly string[] | undefined;
  snoozed?: boolean | undefined;
  data?: Record<string, unknown> | undefined;
  severity?: string | readonly string[] | undefined;
}

/**
 * Herald neither snoozes messages nor grades their severity: every message is awake and of severity `none`, so a
 * filter asking for snoozed messages, or for severities without `none`, matches nothing.
 */
function matchesNothing(filter: InboxFilter): boolean {
  if (filter.snoozed === true) return true;
  if (filter.severity === undefined) return false;
  const severities = Array.isArray(filter.severity) ? filter.severity : [filter.severity];
  return severities.length > 0 && !severities.includes('none');
}

function parseTags(text: string | null): string[] {
  try {
    const tags: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * How many of a subscriber's newest messages a tag or data filter looks through: those are JSON text, matched in
 * the process, so the work a filter asks for stays bounded however many messages a subscriber holds.
 */
export const INBOX_FILTER_SCAN = 1000;

/**
 * Ids of the subscriber's messages matching the filter, newest first. Tags (any of them, on the workflow that sent
 * the message) and payload data are JSON text on SQLite and PostgreSQL alike, so they are matched here, among the
 * newest {@link INBOX_FILTER_SCAN} messages the state and time filters leave.
 */
export async function matchingIds(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  filter: InboxFilter,
): Promise<string[]> {
  if (matchesNothing(filter)) return [];
  const rows = await inboxCandidates(db, subscriber._id, filter, INBOX_FILTER_SCAN);
  const tags = filter.tags ?? [];
  return rows
    .filter((row) => tags.length === 0 || parseTags(row.tags).some((tag) => tags.includes(tag)))
    .filter((row) => filter.data === undefined || payloadMatches(row.payload, filter.data))
    .map((row) => row.id);
}

/** How many of the subscriber's messages match the filter. */
export async function countMatching(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  filter: InboxCountFilter,
): Promise<number> {
  if (matchesNothing(filter)) return 0;
  if ((filter.tags?.length ?? 0) === 0 && filter.data === undefined) {
    // The widget's count, with the archived state beside seen and read.
    const { count } = await countOwnMessages(db, subscriber._id, {
      ...(filter.read !== undefined && { read: filter.read }),
      ...(filter.seen !== undefined && { seen: filter.seen }),
      ...(filter.archived !== undefined && { archived: filter.archived }),
    });
    return count;
  }
  return (await matchingIds(db, subscriber, filter)).length;
}

/** One page of the Inbox's list: `limit` messages after the cursor (a message id) or the offset, newest first. */
export async function inboxPage(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  filter: InboxFilter,
  { limit, after, offset = 0 }: { limit: number; after?: string | undefined; offset?: number | undefined },
): Promise<{ data: InboxNotification[]; hasMore: boolean }> {
  if ((filter.tags?.length ?? 0) === 0 && filter.data === undefined && !matchesNothing(filter)) {
    // Only state and time filters: the database pages, reading one row more than the page to know of the next.
    const cursor = after === undefined ? undefined : await inboxCursor(db, subscriber._id, after);
    const rows = await inboxPageIds(db, subscriber._id, filter, cursor, limit + 1, offset);
    const pageIds = rows.slice(0, limit).map((row) => row.id);
    return { data: await inboxNotifications(db, subscriber, pageIds), hasMore: rows.length > limit };
  }
  const ids = await matchingIds(db, subscriber, filter);
  // A cursor that is not (or no longer) in the list starts from the top, as a first page.
  const start = after === undefined ? 0 : ids.indexOf(after) + 1;
  const from = start + offset;
  const pageIds = ids.slice(from, from + limit);
  return {
    data: await inboxNotifications(db, subscriber, pageIds),
    hasMore: from + pageIds.length < ids.length,
  };
}

/** These messages of the subscriber in the Inbox's shape, newest first. */
export async function inboxNotifications(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  ids: readonly string[],
): Promise<InboxNotification[]> {
  if (ids.length === 0) return [];
  const [messages, details] = await Promise.all([
    wireMessages(db, subscriber, ids),
    inboxDetails(db, subscriber._id, ids),
  ]);
  const byId = new Map(details.map((row) => [row.id, row]));
  return messages.map((message) => {
    const row = byId.get(message._id);
    return toInboxNotification(message, subscriber, {
      transactionId: row?.transaction_id ?? null,
      tags: parseTags(row?.tags ?? null),
      workflow:
        row?.workflow_id != null
          ? {
              id: row.workflow_id,
              identifier: row.trigger_identifier ?? '',
              name: row.name ?? '',
              critical: row.critical === 1,
            }
          : undefined,
    });
  });
}

/** One message in the Inbox's shape: `isRead` for `read`, its buttons as primary and secondary actions. */
export function toInboxNotification(
  message: DeliveredMessage,
  subscriber: Pick<WidgetTokenPayload, '_id' | 'subscriberId'>,
  more: { transactionId: string | null; tags: string[]; workflow: InboxNotification['workflow'] },
): InboxNotification {
  const action = message.cta.action;
  const actionOf = (type: 'primary' | 'secondary') => {
    const button = action?.buttons.find((candidate) => candidate.type === type);
    if (!button) return undefined;
    return {
      label: button.content,
      isCompleted: action?.status === 'done' && action.result?.type === type,
    };
  };
  const primaryAction = actionOf('primary');
  const secondaryAction = actionOf('secondary');
  const url = message.cta.data.url;
  const avatar =
    message.actor.type === 'user' && typeof message.actor.data === 'string' ? message.actor.data : undefined;
  return {
    id: message._id,
    transactionId: more.transactionId,
    body: message.content,
    to: { id: subscriber._id, subscriberId: subscriber.subscriberId },
    isRead: message.read,
    isSeen: message.seen,
    isArchived: message.archived === true,
    isSnoozed: false,
    createdAt: message.createdAt,
    readAt: message.lastReadDate,
    firstSeenAt: message.lastSeenDate,
    archivedAt: message.archivedAt ?? null,
    ...(avatar !== undefined && { avatar }),
    ...(primaryAction && { primaryAction }),
    ...(secondaryAction && { secondaryAction }),
    channelType: 'in_app',
    tags: more.tags,
    ...(url && { redirect: { url } }),
    data: message.payload,
    ...(more.workflow && { workflow: more.workflow }),
    severity: 'none',
  };
}
