// How the university notifies one of its accounts in-app, for messages that need no workflow (domain events use
// workflows through the notification service's trigger).
import type { UniversityContext } from '../context.js';
import { forEnvironment } from '../../db/scope.js';
import type { Message } from '../../db/tables/notify.js';
import { createInAppMessage, productEnvironment, upsertSubscriber } from '../../notify/service.js';
import { accountSubscriberId } from './account-subscribers.js';
import { accountById } from '../repo/accounts.js';

export interface NotifyInput {
  accountId: number;
  /** Message HTML; the widget sanitises it before it reaches the DOM. */
  content: string;
  /** A path inside the app to open when the notification is clicked. */
  url?: string;
  templateIdentifier?: string;
}

export async function notify(
  ctx: Pick<UniversityContext, 'db' | 'newId' | 'now' | 'realtime'>,
  input: NotifyInput,
): Promise<Message> {
  const account = await accountById(ctx, input.accountId, ['id', 'name', 'email']);
  if (!account) throw new Error(`No account ${input.accountId}`);
  const environment = await productEnvironment(ctx.db);
  const subscriber = await upsertSubscriber(
    ctx,
    forEnvironment(ctx.db, environment),
    environment.id,
    accountSubscriberId(account.id),
    {
      firstName: account.name,
      email: account.email,
    },
  );
  return createInAppMessage(ctx, {
    environmentId: environment.id,
    subscriberRowId: subscriber.id,
    content: input.content,
    templateIdentifier: input.templateIdentifier ?? null,
    cta: input.url ? { type: 'redirect', data: { url: input.url } } : null,
  });
}
