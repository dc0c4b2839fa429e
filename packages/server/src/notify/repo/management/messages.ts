// An environment's messages as the management API lists and finds them, through the database its credential scoped
// (a subscriber's in-app messages are notify/repo/in-app-messages.ts).
import type { ScopedDb } from '../../../db/scope.js';

export interface MessageListFilter {
  subscriberId?: string;
  channel?: string;
  transactionIds?: readonly string[];
}

/** How many of the environment's messages match, and page `page` of `limit` of them, newest first. */
export async function messagePageOf(
  db: ScopedDb,
  environmentId: string,
  filter: MessageListFilter,
  { page, limit }: { page: number; limit: number },
) {
  let query = db
    .selectFrom('messages')
    .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
    .where('messages.environment_id', '=', environmentId);
  if (filter.subscriberId !== undefined)
    query = query.where('subscribers.subscriber_id', '=', filter.subscriberId);
  if (filter.channel !== undefined) query = query.where('messages.channel', '=', filter.channel);
  if (filter.transactionIds !== undefined) {
    query = query.where('messages.transaction_id', 'in', filter.transactionIds);
  }
  const total = await query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst();
  const rows = await query
    .selectAll('messages')
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .offset(page * limit)
    .execute();
  return { total: Number(total?.count ?? 0), rows };
}

/** The environment's message with this id, its subscriber and channel, if there is one. */
export function messageOfEnvironment(db: ScopedDb, environmentId: string, messageId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'subscriber_id', 'channel'])
    .where('environment_id', '=', environmentId)
    .where('id', '=', messageId)
    .executeTakeFirst();
}
