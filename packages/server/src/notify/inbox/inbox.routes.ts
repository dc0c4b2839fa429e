// The current Inbox's API under /v1/inbox (`@novu/js` / `@novu/react` 3.x in self-hosted mode): session, list and
// counts by filter, state changes one and many, actions and preferences. Every route reads and changes the
// subscriber's messages and preferences through the widget API's own services, with the Inbox's shapes around them.
import type { FastifyInstance } from 'fastify';
import {
  inboxActionBodySchema,
  inboxBulkBodySchema,
  inboxBulkPreferencesBodySchema,
  inboxCountQuerySchema,
  inboxCountResponseSchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxNotificationParamsSchema,
  inboxNotificationResponseSchema,
  inboxPreferenceBodySchema,
  inboxPreferenceResponseSchema,
  inboxPreferencesQuerySchema,
  inboxPreferencesResponseSchema,
  inboxSeenBodySchema,
  inboxSessionBodySchema,
  inboxSessionResponseSchema,
  inboxWorkflowParamsSchema,
  type InboxCountResponse,
  type InboxListResponse,
  type InboxNotificationResponse,
  type InboxSessionResponse,
} from '@herald/protocol/schemas';
import type { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import { requireSubscriber, subscriberOf } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import { countMessages } from '../notifications/messages.js';
import { archiveAll, removeMessages, removeOwn, setArchived } from '../widgets/lifecycle.js';
import { markAll, markMessages, recordAction } from '../widgets/messages.routes.js';
import { REFERENCE_WIDGET } from '../widgets/reference.js';
import { openWidgetSession } from '../widgets/session.routes.js';
import { foldListParameters, requireOwnMessageIds } from '../widgets/widget-query.js';
import {
  countMatching,
  inboxNotifications,
  inboxPage,
  matchingIds,
  type InboxFilter,
} from './inbox-notifications.js';
import {
  inboxPreferences,
  updateInboxGlobalPreference,
  updateInboxWorkflowPreference,
} from './inbox-preferences.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'realtime' | 'sealingKey' | 'tokens'>;

const TAG = 'Inbox';
const MESSAGE_EXAMPLE = { params: { notificationId: REFERENCE_WIDGET.messageId } };

/** The one notification, as it is now. */
async function oneNotification(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  id: string,
): Promise<InboxNotificationResponse> {
  const [notification] = await inboxNotifications(db, subscriber, [id]);
  if (!notification) throw new HttpError(404, `Message ${id} was not found`);
  return { data: notification };
}

/** The ids a bulk body's filter selects, or null for every message (no filter given). */
async function bulkIds(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  body: z.output<typeof inboxBulkBodySchema>,
  filter: InboxFilter = {},
): Promise<string[] | null> {
  const narrowed = (body.tags?.length ?? 0) > 0 || body.data !== undefined || Object.keys(filter).length > 0;
  if (!narrowed) return null;
  return matchingIds(db, subscriber, { ...filter, tags: body.tags, data: body.data });
}

/** Drops the filter fields a client left out, so the echo names only what was asked. */
function echo<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as T;
}

export function inboxRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/session',
      {
        schema: contract({
          tag: TAG,
          summary: "Open an Inbox session (the subscriber's HMAC when the environment requires one)",
          security: 'none',
          example: {
            body: {
              applicationIdentifier: 'Xq3vL9tKp2Wm',
              subscriber: { subscriberId: REFERENCE_WIDGET.subscriberId },
              subscriberHash: '3f1c9a7e52b04d6f8e21c0a9b7d3e5f4a6c8b0d2e4f6a8c0b2d4e6f8a0c2e4f6',
            },
            standIns: ['applicationIdentifier', 'subscriberHash'],
          },
          body: inboxSessionBodySchema,
          response: inboxSessionResponseSchema,
          status: 201,
        }),
        config: {
          // As the widget's session: per client and subscriber.
          rateLimit: {
            max: 60,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request) => {
              const body = request.body as {
                applicationIdentifier?: unknown;
                subscriber?: { subscriberId?: unknown };
                subscriberId?: unknown;
              } | null;
              const subscriberId = body?.subscriber?.subscriberId ?? body?.subscriberId;
              return `${request.ip}|${String(body?.applicationIdentifier)}|${String(subscriberId)}`;
            },
          },
        },
      },
      async (request, reply): Promise<InboxSessionResponse> => {
        const body = request.body;
        const { token, subscriber, environment } = await openWidgetSession(ctx, {
          applicationIdentifier: body.applicationIdentifier,
          subscriberId: (body.subscriber?.subscriberId ?? body.subscriberId)!,
          hmacHash: body.subscriberHash,
          profile: {
            firstName: body.subscriber?.firstName ?? null,
            lastName: body.subscriber?.lastName ?? null,
            email: body.subscriber?.email ?? null,
          },
        });
        const { count } = await countMessages(ctx.db, subscriber.id, { read: false, archived: false });
        reply.code(201);
        return {
          data: {
            token,
            totalUnreadCount: count,
            // Herald's Inbox carries no platform branding, and it snoozes nothing.
            removeNovuBranding: true,
            isDevelopmentMode: false,
            maxSnoozeDurationHours: 0,
            applicationIdentifier: environment.application_identifier,
          },
        };
      },
    );

    await app.register(async (authenticated) => {
      const api = authenticated.withTypeProvider<ZodTypeProvider>();
      api.addHook('preHandler', requireSubscriber(ctx));

      api.get(
        '/notifications',
        {
          schema: contract({
            tag: TAG,
            summary:
              'List notifications by filter (read, seen, archived, tags, data), newest first, by cursor',
            security: 'widget',
            prepareQuery: foldListParameters,
            querystring: inboxListQuerySchema,
            response: inboxListResponseSchema,
            example: { query: { limit: 10, read: false, archived: false } },
          }),
        },
        async (request): Promise<InboxListResponse> => {
          const { limit, after, offset, data, tags, read, seen, archived, snoozed, severity, ...range } =
            request.query;
          const filter = { tags, read, seen, archived, snoozed, data };
          const page = await inboxPage(
            request.db,
            subscriberOf(request),
            { ...filter, severity, ...range },
            { limit, after, offset },
          );
          return { ...page, filter: echo(filter) };
        },
      );

      api.get(
        '/notifications/count',
        {
          schema: contract({
            tag: TAG,
            summary: 'Count notifications for each of several filters',
            security: 'widget',
            querystring: inboxCountQuerySchema,
            response: inboxCountResponseSchema,
            example: { query: { filters: '[{"read":false,"archived":false},{"archived":true}]' } },
          }),
        },
        async (request): Promise<InboxCountResponse> => {
          const data = [];
          for (const filter of request.query.filters) {
            const count = await countMatching(request.db, subscriberOf(request), filter);
            const { severity: _severity, ...echoed } = filter;
            data.push({ count, filter: echo(echoed) });
          }
          return { data };
        },
      );

      const change = (
        path: string,
        summary: string,
        apply: (db: ScopedDb, subscriber: WidgetTokenPayload, id: string) => Promise<unknown>,
      ) =>
        api.patch(
          `/notifications/:notificationId/${path}`,
          {
            schema: contract({
              tag: TAG,
              summary,
              security: 'widget',
              params: inboxNotificationParamsSchema,
              response: inboxNotificationResponseSchema,
              example: MESSAGE_EXAMPLE,
            }),
          },
          async (request): Promise<InboxNotificationResponse> => {
            const { notificationId } = request.params;
            await apply(request.db, subscriberOf(request), notificationId);
            return oneNotification(request.db, subscriberOf(request), notificationId);
          },
        );

      // Reading or unreading a notification brings it back from the archive, as the platform does.
      change('read', 'Mark a notification read (and seen)', async (db, subscriber, id) => {
        await markMessages(db, ctx, subscriber, id, { seen: true, read: true });
        await setArchived(db, ctx, subscriber, id, false);
      });
      change('unread', 'Mark a notification unread', async (db, subscriber, id) => {
        await markMessages(db, ctx, subscriber, id, { seen: true, read: false });
        await setArchived(db, ctx, subscriber, id, false);
      });
      change('archive', 'Archive a notification (it is marked read too)', (db, subscriber, id) =>
        setArchived(db, ctx, subscriber, id, true),
      );
      change('unarchive', 'Bring a notification back from the archive', (db, subscriber, id) =>
        setArchived(db, ctx, subscriber, id, false),
      );

      for (const [path, status, summary] of [
        ['complete', 'done', "Complete a notification's primary or secondary action"],
        ['revert', 'pending', "Revert a notification's completed action"],
      ] as const) {
        api.patch(
          `/notifications/:notificationId/${path}`,
          {
            schema: contract({
              tag: TAG,
              summary,
              security: 'widget',
              params: inboxNotificationParamsSchema,
              body: inboxActionBodySchema,
              response: inboxNotificationResponseSchema,
              example: {
                params: { notificationId: REFERENCE_WIDGET.actionMessageId },
                body: { actionType: 'primary' },
              },
            }),
          },
          async (request): Promise<InboxNotificationResponse> => {
            const { notificationId } = request.params;
            await recordAction(
              request.db,
              subscriberOf(request),
              { messageId: notificationId, type: request.body.actionType },
              { status },
            );
            return oneNotification(request.db, subscriberOf(request), notificationId);
          },
        );
      }

      api.delete(
        '/notifications/:notificationId/delete',
        {
          schema: contract({
            tag: TAG,
            summary: 'Delete a notification, answering 204',
            security: 'widget',
            params: inboxNotificationParamsSchema,
            status: 204,
            example: MESSAGE_EXAMPLE,
          }),
        },
        async (request, reply) => {
          await removeMessages(request.db, ctx, subscriberOf(request), request.params.notificationId);
          return reply.code(204).send();
        },
      );

      const bulk = (
        path: string,
        summary: string,
        apply: (db: ScopedDb, subscriber: WidgetTokenPayload, ids: string[] | null) => Promise<unknown>,
      ) =>
        api.post(
          `/notifications/${path}`,
          {
            schema: contract({
              tag: TAG,
              summary: `${summary}, answering 204`,
              security: 'widget',
              body: inboxBulkBodySchema,
              status: 204,
              example: { body: { tags: ['campus'] } },
            }),
          },
          async (request, reply) => {
            const ids = await bulkIds(request.db, subscriberOf(request), request.body);
            await apply(request.db, subscriberOf(request), ids);
            return reply.code(204).send();
          },
        );

      bulk(
        'read',
        'Mark every notification read, or those matching tags and data',
        async (db, subscriber, ids) => {
          if (ids === null) await markAll(db, ctx, subscriber, {}, 'read');
          else if (ids.length > 0) await markMessages(db, ctx, subscriber, ids, { seen: true, read: true });
        },
      );
      bulk('archive', 'Archive every notification, or those matching tags and data', (db, subscriber, ids) =>
        archiveAll(db, ctx, subscriber, ids),
      );
      bulk(
        'read-archive',
        'Archive every read notification, or those matching tags and data',
        (db, subscriber, ids) => archiveAll(db, ctx, subscriber, ids, { onlyRead: true }),
      );
      bulk('delete', 'Delete every notification, or those matching tags and data', (db, subscriber, ids) =>
        removeOwn(db, ctx, subscriber, ids),
      );

      api.post(
        '/notifications/seen',
        {
          schema: contract({
            tag: TAG,
            summary:
              'Mark notifications seen: these ids, those matching tags and data, or every one; answering 204',
            security: 'widget',
            body: inboxSeenBodySchema,
            status: 204,
            example: { body: { notificationIds: [REFERENCE_WIDGET.messageId] } },
          }),
        },
        async (request, reply) => {
          const { notificationIds, ...filter } = request.body;
          const db = request.db;
          const subscriber = subscriberOf(request);
          if (notificationIds !== undefined) {
            await requireOwnMessageIds(db, subscriber._id, notificationIds);
            await markMessages(db, ctx, subscriber, notificationIds, { seen: true });
          } else {
            const ids = await bulkIds(db, subscriber, filter);
            if (ids === null) await markAll(db, ctx, subscriber, {}, 'seen');
            else if (ids.length > 0) await markMessages(db, ctx, subscriber, ids, { seen: true });
          }
          return reply.code(204).send();
        },
      );

      api.get(
        '/preferences',
        {
          schema: contract({
            tag: TAG,
            summary: 'The global preference, then one per workflow that can reach the subscriber',
            security: 'widget',
            prepareQuery: foldListParameters,
            querystring: inboxPreferencesQuerySchema,
            response: inboxPreferencesResponseSchema,
          }),
        },
        async (request) => ({
          data: await inboxPreferences(request.db, ctx, subscriberOf(request), request.query),
        }),
      );

      api.get(
        '/preferences/global',
        {
          schema: contract({
            tag: TAG,
            summary: "The subscriber's global preference",
            security: 'widget',
            response: inboxPreferenceResponseSchema,
          }),
        },
        async (request) => {
          const [global] = await inboxPreferences(request.db, ctx, subscriberOf(request), {
            onlyGlobal: true,
          });
          return { data: global! };
        },
      );

      api.patch(
        '/preferences',
        {
          schema: contract({
            tag: TAG,
            summary: 'Turn channels on or off for every workflow',
            security: 'widget',
            body: inboxPreferenceBodySchema,
            response: inboxPreferenceResponseSchema,
            example: { body: { sms: false } },
          }),
        },
        async (request) => ({
          data: await updateInboxGlobalPreference(request.db, ctx, subscriberOf(request), request.body),
        }),
      );

      api.patch(
        '/preferences/bulk',
        {
          schema: contract({
            tag: TAG,
            summary: 'Turn channels on or off for several workflows',
            security: 'widget',
            body: inboxBulkPreferencesBodySchema,
            response: inboxPreferencesResponseSchema,
            example: { body: { preferences: [{ workflowId: REFERENCE_WIDGET.workflowId, email: false }] } },
          }),
        },
        async (request) => {
          const data = [];
          for (const { workflowId, ...channels } of request.body.preferences) {
            data.push(
              await updateInboxWorkflowPreference(
                request.db,
                ctx,
                subscriberOf(request),
                workflowId,
                channels,
              ),
            );
          }
          return { data };
        },
      );

      api.patch(
        '/preferences/:workflowId',
        {
          schema: contract({
            tag: TAG,
            summary: 'Turn channels on or off for one workflow (by id or trigger identifier)',
            security: 'widget',
            params: inboxWorkflowParamsSchema,
            body: inboxPreferenceBodySchema,
            response: inboxPreferenceResponseSchema,
            example: { params: { workflowId: REFERENCE_WIDGET.workflowId }, body: { email: false } },
          }),
        },
        async (request) => ({
          data: await updateInboxWorkflowPreference(
            request.db,
            ctx,
            subscriberOf(request),
            request.params.workflowId,
            request.body,
          ),
        }),
      );
    });
  };
}
