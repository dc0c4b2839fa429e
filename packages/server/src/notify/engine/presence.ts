// A subscriber's online state (for isOnline and isOnlineInLast step filters). The columns come with the
// integrations migration; they are typed here so that code building subscriber rows elsewhere needs no change.
import type { Generated } from 'kysely';
import type { NotifyContext } from '../context.js';

export interface PresenceColumns {
  is_online: Generated<number>;
  last_online_at: string | null;
}

export const withPresence = (ctx: Pick<NotifyContext, 'db'>) =>
  ctx.db.withTables<{ subscribers: PresenceColumns }>();

export async function presenceOf(ctx: Pick<NotifyContext, 'db'>, subscriberRowId: string) {
  const row = await withPresence(ctx)
    .selectFrom('subscribers')
    .select(['is_online', 'last_online_at'])
    .where('id', '=', subscriberRowId)
    .executeTakeFirst();
  return { isOnline: row?.is_online === 1, lastOnlineAt: row?.last_online_at ?? null };
}

export async function setPresence(
  ctx: Pick<NotifyContext, 'db' | 'now'>,
  subscriberRowId: string,
  isOnline: boolean,
): Promise<string> {
  const now = ctx.now().toISOString();
  await withPresence(ctx)
    .updateTable('subscribers')
    .set({ is_online: isOnline ? 1 : 0, last_online_at: now })
    .where('id', '=', subscriberRowId)
    .execute();
  return now;
}
