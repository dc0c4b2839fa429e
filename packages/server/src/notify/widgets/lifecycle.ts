// Archiving and removing a subscriber's in-app messages, one or many. The current Inbox archives; the 0.24 widget
// removes. Archiving marks a message read too (what the platform does), so an unread message is never archived
// unless it was marked unread afterwards. Every change that moves a count pushes both counts to the sockets.
import type { DeliveredMessage } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import { broadcastCounts } from '../notifications/messages.js';
import { requireOwnMessageIds, uniqueList, wireMessages } from './widget-query.js';

type LifecycleContext = Pick<NotifyContext, 'db' | 'now' | 'realtime'>;

/**
 * Archives (or unarchives) the subscriber's messages with these ids, or a 404 naming the first that is not
 * theirs; answers them as they are now, newest first.
 */
export async function setArchived(
  db: ScopedDb,
  ctx: LifecycleContext,
  subscriber: WidgetTokenPayload,
  messageIds: string | readonly string[],
  archived: boolean,
): Promise<DeliveredMessage[]> {
  const ids = uniqueList(messageIds);
  await requireOwnMessageIds(db, subscriber._id, ids);
  await archiveOwn(db, ctx, subscriber, ids, archived);
  return wireMessages(db, subscriber, ids);
}

/**
 * Archives every one of the subscriber's in-app messages (`ids` null), or those of `ids`, that is not archived
 * yet (`onlyRead`: and is read); answers how many changed.
 */
export async function archiveAll(
  db: ScopedDb,
  ctx: LifecycleContext,
  subscriber: WidgetTokenPayload,
  ids: readonly string[] | null,
  { onlyRead = false } = {},
): Promise<number> {
  if (ids !== null && ids.length === 0) return 0;
  const now = ctx.now().toISOString();
  let update = db
    .updateTable('messages')
    .where('subscriber_id', '=', subscriber._id)
    .where('channel', '=', 'in_app')
    .where('archived_at', 'is', null);
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
  const changed = Number(result.numUpdatedRows);
  if (changed > 0) await broadcastCounts(ctx, subscriber._id);
  return changed;
}

async function archiveOwn(
  db: ScopedDb,
  ctx: LifecycleContext,
  subscriber: WidgetTokenPayload,
  ids: readonly string[],
  archived: boolean,
): Promise<void> {
  if (archived) {
    await archiveAll(db, ctx, subscriber, ids);
    return;
  }
  await db
    .updateTable('messages')
    .set({ archived_at: null })
    .where('subscriber_id', '=', subscriber._id)
    .where('id', 'in', [...ids])
    .execute();
}

/** Removes the subscriber's messages with these ids (a 404 naming the first that is not theirs). */
export async function removeMessages(
  db: ScopedDb,
  ctx: LifecycleContext,
  subscriber: WidgetTokenPayload,
  messageIds: string | readonly string[],
): Promise<void> {
  const ids = uniqueList(messageIds);
  await requireOwnMessageIds(db, subscriber._id, ids);
  await removeOwn(db, ctx, subscriber, ids);
}

/** Removes every one of the subscriber's in-app messages (`ids` null) or those of `ids`; answers how many. */
export async function removeOwn(
  db: ScopedDb,
  ctx: LifecycleContext,
  subscriber: WidgetTokenPayload,
  ids: readonly string[] | null,
): Promise<number> {
  if (ids !== null && ids.length === 0) return 0;
  let removal = db
    .deleteFrom('messages')
    .where('subscriber_id', '=', subscriber._id)
    .where('channel', '=', 'in_app');
  if (ids !== null) removal = removal.where('id', 'in', [...ids]);
  const result = await removal.executeTakeFirst();
  const removed = Number(result.numDeletedRows);
  if (removed > 0) await broadcastCounts(ctx, subscriber._id);
  return removed;
}
