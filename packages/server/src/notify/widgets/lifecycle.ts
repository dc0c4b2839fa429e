// Archiving and removing a subscriber's in-app messages, one or many. The current Inbox archives; the 0.24 widget
// removes. Archiving marks a message read too (what the platform does), so an unread message is never archived
// unless it was marked unread afterwards. Every change that moves a count pushes both counts to the sockets.
import type { DeliveredMessage } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import { broadcastCounts } from '../notifications/messages.js';
import { requireOwnMessageIds, uniqueList, wireMessages } from './widget-query.js';
import { archiveOwn, removeOwnMessages, unarchiveOwn } from '../repo/in-app-messages.js';

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
  await archiveOrUnarchive(db, ctx, subscriber, ids, archived);
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
  const changed = await archiveOwn(db, subscriber._id, ids, onlyRead, now);
  if (changed > 0) await broadcastCounts(ctx, subscriber._id);
  return changed;
}

async function archiveOrUnarchive(
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
  await unarchiveOwn(db, subscriber._id, ids);
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
  const removed = await removeOwnMessages(db, subscriber._id, { ids });
  if (removed > 0) await broadcastCounts(ctx, subscriber._id);
  return removed;
}
