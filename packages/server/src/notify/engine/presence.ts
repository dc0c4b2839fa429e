// A subscriber's online state (for isOnline and isOnlineInLast step filters), read and written through
// repo/engine/subscribers.ts.
import type { NotifyContext } from '../context.js';
import { presenceRow, setPresenceRow } from '../repo/engine/subscribers.js';

export async function presenceOf(ctx: Pick<NotifyContext, 'db'>, subscriberRowId: string) {
  const row = await presenceRow(ctx.db, subscriberRowId);
  return { isOnline: row?.is_online === 1, lastOnlineAt: row?.last_online_at ?? null };
}

export async function setPresence(
  ctx: Pick<NotifyContext, 'db' | 'now'>,
  subscriberRowId: string,
  isOnline: boolean,
): Promise<string> {
  const now = ctx.now().toISOString();
  await setPresenceRow(ctx.db, subscriberRowId, { is_online: isOnline ? 1 : 0, last_online_at: now });
  return now;
}
