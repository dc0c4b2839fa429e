// The internal entry point through which the product notifies one of its accounts in-app. The workflow
// engine replaces its body with a trigger; its callers stay the same.
import { COUNT_LIMIT } from '@herald/protocol';
import type { AppContext } from '../context.js';
import type { Message } from '../db/schema.js';
import { newObjectId } from '../security/crypto.js';
import { countUnseen } from '../widgets/messages.queries.js';
import { productEnvironment, upsertSubscriber } from '../widgets/subscribers.js';

export interface NotifyInput {
  accountId: number;
  /** Message HTML; the widget sanitises it before it reaches the DOM. */
  content: string;
  /** A path inside the app to open when the notification is clicked. */
  url?: string;
  templateIdentifier?: string;
}

export async function notify(ctx: AppContext, input: NotifyInput): Promise<Message> {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'name', 'email'])
    .where('id', '=', input.accountId)
    .executeTakeFirst();
  if (!account) throw new Error(`No account ${input.accountId}`);
  const environment = await productEnvironment(ctx.db);
  const subscriber = await upsertSubscriber(ctx, environment.id, String(account.id), {
    firstName: account.name,
    email: account.email,
  });
  const message: Message = {
    id: newObjectId(),
    environment_id: environment.id,
    subscriber_id: subscriber.id,
    channel: 'in_app',
    template_identifier: input.templateIdentifier ?? null,
    content: input.content,
    cta: input.url ? JSON.stringify({ type: 'redirect', data: { url: input.url } }) : null,
    actor: JSON.stringify({ type: 'none', data: null }),
    seen: 0,
    read: 0,
    last_seen_at: null,
    last_read_at: null,
    created_at: ctx.now().toISOString(),
  };
  await ctx.db.insertInto('messages').values(message).execute();
  const unseen = await countUnseen(ctx.db, subscriber.id, COUNT_LIMIT);
  ctx.realtime.emitNotificationReceived(subscriber.id, { _id: message.id });
  ctx.realtime.emitUnseenCount(subscriber.id, { unseenCount: unseen.count, hasMore: unseen.hasMore });
  return message;
}
