// Changes to the subscriber's messages (docs/product.md §4, §7): mark as, archive, actions, removal and mark
// all. Every change that moves a count pushes the new unseen and unread counts to the subscriber's sockets.
import type { FastifyInstance } from 'fastify';
import type {
  MarkAllMessagesResponse,
  MarkMessagesAsResponse,
  MessageActionResponse,
  MessageCta,
  MessageMark,
  RemoveMessagesResponse,
} from '@herald/protocol';
import {
  archiveMessagesBodySchema,
  markAllMessagesBodySchema,
  markAllMessagesResponseSchema,
  markMessagesAsBodySchema,
  markMessagesAsResponseSchema,
  messageActionBodySchema,
  messageActionParamsSchema,
  messageActionResponseSchema,
  messageParamsSchema,
  removeAllMessagesQuerySchema,
  removeMessagesBodySchema,
  removeMessagesResponseSchema,
} from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import { requireSubscriber, subscriberOf } from '../../http/auth.js';
import { HttpError, parse } from '../../http/errors.js';
import { z } from 'zod';
import { broadcastCounts } from '../notifications/messages.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import { REFERENCE_WIDGET } from './reference.js';
import { changeOfMark, markMessagesByStatusBodySchema, markOfStatus } from './mark-as.js';
import { removeMessages, setArchived } from './lifecycle.js';
import { foldListParameters, requireOwnMessageIds, uniqueList, wireMessages } from './widget-query.js';
import {
  feedIdsNamed,
  markAllOwn,
  messageCta,
  removeOwnMessages,
  setMarks,
  setMessageCta,
} from '../repo/in-app-messages.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'now' | 'realtime' | 'tokens'>;

const DELETED: RemoveMessagesResponse = { data: { acknowledged: true, status: 'deleted' } };

export async function markMessages(
  db: ScopedDb,
  ctx: Pick<NotifyContext, 'db' | 'now' | 'realtime'>,
  subscriber: WidgetTokenPayload,
  messageId: string | string[],
  mark: MessageMark,
): Promise<MarkMessagesAsResponse> {
  const ids = uniqueList(messageId);
  const change = changeOfMark(mark, ctx.now().toISOString());
  await requireOwnMessageIds(db, subscriber._id, ids);
  await setMarks(db, subscriber._id, ids, change);
  await broadcastCounts(ctx, subscriber._id);
  return { data: await wireMessages(db, subscriber, ids) };
}

/** Feed row ids for a `feedId` field, which names feeds by identifier (or id); null when absent. */
async function feedsOf(db: ScopedDb, subscriber: WidgetTokenPayload, feedId: string | string[] | undefined) {
  if (feedId === undefined) return null;
  return feedIdsNamed(db, subscriber.environmentId, uniqueList(feedId), { byIdToo: true });
}

export async function markAll(
  db: ScopedDb,
  ctx: Pick<NotifyContext, 'db' | 'now' | 'realtime'>,
  subscriber: WidgetTokenPayload,
  { feedId }: z.output<typeof markAllMessagesBodySchema>,
  as: 'read' | 'seen',
): Promise<MarkAllMessagesResponse> {
  const feedIds = await feedsOf(db, subscriber, feedId);
  if (feedIds !== null && feedIds.length === 0) return { data: 0 };
  const now = ctx.now().toISOString();
  // Mark all as read sets seen and read; mark all as seen sets seen and leaves read alone
  // (docs/product.md §4).
  const changed = await markAllOwn(db, subscriber._id, feedIds, as, now);
  if (changed > 0) await broadcastCounts(ctx, subscriber._id);
  return { data: changed };
}

function parseCta(text: string | null): MessageCta {
  try {
    const cta: unknown = text ? JSON.parse(text) : null;
    if (typeof cta === 'object' && cta !== null) return cta as MessageCta;
  } catch {
    // A damaged cta falls back to a plain message without a link.
  }
  return { type: 'redirect', data: {} };
}

/** Records a message's primary or secondary action as done or pending, with what the subscriber answered. */
export async function recordAction(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  params: z.output<typeof messageActionParamsSchema>,
  body: z.output<typeof messageActionBodySchema>,
): Promise<MessageActionResponse> {
  if (body.executedType !== undefined && body.executedType !== params.type) {
    throw new HttpError(400, 'executedType: executedType must match the button type in the path');
  }
  await requireOwnMessageIds(db, subscriber._id, [params.messageId]);
  const row = await messageCta(db, params.messageId);
  const cta = parseCta(row.cta);
  const next: MessageCta = {
    ...cta,
    action: {
      status: body.status,
      buttons: cta.action?.buttons ?? [],
      result: { type: params.type, payload: body.payload ?? null },
    },
  };
  await setMessageCta(db, subscriber._id, params.messageId, JSON.stringify(next));
  const [message] = await wireMessages(db, subscriber, [params.messageId]);
  return { data: message! };
}

export function messageRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireSubscriber(ctx));

    app.post(
      '/messages/markAs',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Mark messages seen or read',
          security: 'widget',
          response: markMessagesAsResponseSchema,
          example: { body: { messageId: REFERENCE_WIDGET.messageId, mark: { seen: true, read: true } } },
          body: markMessagesAsBodySchema,
        }),
      },
      async (request): Promise<MarkMessagesAsResponse> => {
        const body = request.body;
        return markMessages(request.db, ctx, subscriberOf(request), body.messageId, body.mark);
      },
    );

    // The same change named by a status, as newer widget builds send it; the older body is accepted too.
    app.post(
      '/messages/mark-as',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Mark messages read, unread, seen or unseen (the older `mark` body is accepted too)',
          security: 'widget',
          example: {
            body: {
              messageId: [REFERENCE_WIDGET.messageId, REFERENCE_WIDGET.actionMessageId],
              markAs: 'read',
            },
          },
          body: z.union([markMessagesByStatusBodySchema, markMessagesAsBodySchema]),
          // A body naming `markAs` is the status form; any other is the older `mark` form.
          parseBody: (body) =>
            typeof body === 'object' && body !== null && 'markAs' in body
              ? parse(markMessagesByStatusBodySchema, body)
              : parse(markMessagesAsBodySchema, body),
          response: markMessagesAsResponseSchema,
        }),
      },
      async (request): Promise<MarkMessagesAsResponse> => {
        const body = request.body;
        const mark = 'markAs' in body ? markOfStatus(body.markAs) : body.mark;
        return markMessages(request.db, ctx, subscriberOf(request), body.messageId, mark);
      },
    );

    // Herald's own (the 0.24 widget never calls it): the current Inbox's archive, through the same service.
    app.post(
      '/messages/archive',
      {
        schema: contract({
          tag: 'Widget',
          summary:
            "Archive messages (archiving marks them read), or put them back with `archived: false`; Herald's own",
          security: 'widget',
          response: markMessagesAsResponseSchema,
          example: { body: { messageId: [REFERENCE_WIDGET.messageId], archived: true } },
          body: archiveMessagesBodySchema,
        }),
      },
      async (request): Promise<MarkMessagesAsResponse> => {
        const { messageId, archived } = request.body;
        return { data: await setArchived(request.db, ctx, subscriberOf(request), messageId, archived) };
      },
    );

    app.post(
      '/messages/:messageId/actions/:type',
      {
        schema: contract({
          tag: 'Widget',
          summary: "Record a message's primary or secondary action as done or pending",
          security: 'widget',
          params: messageActionParamsSchema,
          example: {
            params: { messageId: REFERENCE_WIDGET.actionMessageId, type: 'primary' },
            body: { status: 'done', payload: { answer: 'accepted' } },
          },
          body: messageActionBodySchema,
          response: messageActionResponseSchema,
        }),
      },
      async (request): Promise<MessageActionResponse> => {
        return recordAction(request.db, subscriberOf(request), request.params, request.body);
      },
    );

    app.delete(
      '/messages/:messageId',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Remove one message',
          security: 'widget',
          params: messageParamsSchema,
          example: { params: { messageId: REFERENCE_WIDGET.messageId } },
          response: removeMessagesResponseSchema,
        }),
      },
      async (request): Promise<RemoveMessagesResponse> => {
        await removeMessages(request.db, ctx, subscriberOf(request), request.params.messageId);
        return DELETED;
      },
    );

    app.post(
      '/messages/bulk/delete',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Remove several messages',
          security: 'widget',
          example: { body: { messageIds: [REFERENCE_WIDGET.messageId, REFERENCE_WIDGET.actionMessageId] } },
          body: removeMessagesBodySchema,
          response: removeMessagesResponseSchema,
        }),
      },
      async (request): Promise<RemoveMessagesResponse> => {
        // All or nothing: one id that is not the subscriber's refuses the whole request.
        await removeMessages(request.db, ctx, subscriberOf(request), request.body.messageIds);
        return DELETED;
      },
    );

    app.delete(
      '/messages',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Remove every message, or those of one feed',
          security: 'widget',
          example: { query: { feedId: REFERENCE_WIDGET.feedIdentifier } },
          querystring: removeAllMessagesQuerySchema,
          prepareQuery: foldListParameters,
          response: removeMessagesResponseSchema,
        }),
      },
      async (request): Promise<RemoveMessagesResponse> => {
        // Folding `feedId[]` matters here: an unrecognised key must never turn "remove a feed" into "remove all".
        const { feedId } = request.query;
        const subscriber = subscriberOf(request);
        const feedIds = await feedsOf(request.db, subscriber, feedId);
        // Removing "all of a feed" that does not exist must never fall back to removing everything.
        if (feedIds !== null && feedIds.length === 0)
          throw new HttpError(404, `Feed ${feedId} was not found`);
        const removed = await removeOwnMessages(request.db, subscriber._id, { feedIds });
        if (removed > 0) await broadcastCounts(ctx, subscriber._id);
        return DELETED;
      },
    );

    app.post(
      '/messages/read',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Mark every message read, or those of one feed',
          security: 'widget',
          example: { body: { feedId: REFERENCE_WIDGET.feedIdentifier } },
          body: markAllMessagesBodySchema,
          response: markAllMessagesResponseSchema,
        }),
      },
      async (request) => markAll(request.db, ctx, subscriberOf(request), request.body, 'read'),
    );
    app.post(
      '/messages/seen',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Mark every message seen, or those of one feed',
          security: 'widget',
          example: { body: { feedId: REFERENCE_WIDGET.feedIdentifier } },
          body: markAllMessagesBodySchema,
          response: markAllMessagesResponseSchema,
        }),
      },
      async (request) => markAll(request.db, ctx, subscriberOf(request), request.body, 'seen'),
    );
  };
}
