// The management API's routes in the open-source platform's paths and shapes, as its server SDK 0.24 calls them:
// bulk subscribers; a subscriber's preferences, feed, unseen count, marks and actions from the server; messages;
// topic membership, renaming and removal; the environments of the key; and change promotion, which Herald does
// not have (decision 0037). Each answers through the same services as the widget API and Herald's own routes.
import type { FastifyInstance } from 'fastify';
import {
  applyChangesBodySchema,
  bulkSubscribersBodySchema,
  bulkSubscribersResponseSchema,
  changeIdParamsSchema,
  changesQuerySchema,
  countResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  globalPreferencesResponseSchema,
  markAllMessagesResponseSchema,
  markMessagesAsBodySchema,
  markMessagesAsResponseSchema,
  messageActionBodySchema,
  messageActionResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  preferenceLevelParamsSchema,
  preferencesResponseSchema,
  removalResponseSchema,
  renameTopicBodySchema,
  serverMarkAllBodySchema,
  serverUnseenQuerySchema,
  subscriberIdSchema,
  topicResponseSchema,
  updateGlobalPreferenceBodySchema,
  updateGlobalPreferenceResponseSchema,
  updatePreferenceBodySchema,
  updatePreferenceResponseSchema,
} from '@herald/protocol/schemas';
import { BUTTON_TYPES } from '@herald/protocol';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { Subscriber } from '../../db/tables/notify.js';
import type { Environment } from '../../db/tables/platform.js';
import { environmentOf, requireEnvironment, type SecuredRouteRequest } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import { broadcastCounts } from '../notifications/messages.js';
import { updateSubscriberProfile, upsertSubscriber } from '../notifications/subscribers.js';
import { markOfStatus } from '../widgets/mark-as.js';
import { markAll, markMessages, recordAction } from '../widgets/messages.routes.js';
import { countFor, feedPage } from '../widgets/notifications.routes.js';
import {
  listPreferences,
  readGlobalPreference,
  updateGlobalPreference,
  updateWorkflowPreference,
} from '../widgets/preferences.routes.js';
import { findSubscriber, findTopic } from './subscribers.routes.js';
import { inTransaction } from '../../db/scope.js';
import { environmentsInOrder } from '../repo/management/environments.js';
import { messageOfEnvironment, messagePageOf } from '../repo/management/messages.js';
import { anyTopicMember, deleteTopicRow, renameTopic, topicMemberNamed } from '../repo/management/topics.js';
import { deleteMessage } from '../repo/messages.js';
import { subscriberNamed } from '../repo/subscribers.js';
import { foldListParameters, requireOwnMessageIds, uniqueList } from '../widgets/widget-query.js';
import { REFERENCE_WIDGET } from '../widgets/reference.js';
import {
  REFERENCE_EMPTY_TOPIC_KEY,
  REFERENCE_FEED_IDENTIFIER,
  REFERENCE_SUBSCRIBER_ID,
  REFERENCE_TOPIC_KEY,
  REFERENCE_WORKFLOW_ID,
} from './reference.js';

const subscriberParams = z.object({ subscriberId: subscriberIdSchema });
const templateParams = subscriberParams.extend({ templateId: z.string().min(1).max(64) });
const actionParams = subscriberParams.extend({
  messageId: z.string().min(1).max(64),
  type: z.enum(BUTTON_TYPES, { error: 'type must be primary, secondary or clicked' }),
});
const messageParams = z.object({ messageId: z.string().min(1).max(64) });
const topicParams = z.object({ key: z.string().min(1).max(100) });
const topicSubscriberParams = topicParams.extend({ externalSubscriberId: subscriberIdSchema });

/** A subscriber as the widget's services address one: its row, environment and organisation. */
function asReader(row: Subscriber, environment: Environment): WidgetTokenPayload {
  return {
    _id: row.id,
    subscriberId: row.subscriber_id,
    environmentId: environment.id,
    organizationId: environment.organization_id,
    exp: 0,
  };
}

/** What promoting a change answers: there is none to promote. */
const unknownChangeSchema = z.object({ statusCode: z.literal(404), message: z.string() });
/** An id in the platform's form that names no change, as every id does in Herald. */
const NO_CHANGE_ID = '64a1f0c2e4b0a1b2c3d4e5f6';

export function serverSdkRoutes(ctx: NotifyContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    async function reader(request: SecuredRouteRequest<'apiKey'>, id: string) {
      const environment = environmentOf(request);
      return asReader(await findSubscriber(request.db, environment.id, id), environment);
    }

    app.post(
      '/subscribers/bulk',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'Create or update up to 500 subscribers',
          security: 'apiKey',
          body: bulkSubscribersBodySchema,
          response: bulkSubscribersResponseSchema,
          status: 201,
          example: {
            body: {
              subscribers: [
                { subscriberId: 'customer-3052', firstName: 'Jonas', email: 'jonas@example.com' },
                { subscriberId: REFERENCE_SUBSCRIBER_ID, locale: 'en-GB' },
              ],
            },
          },
        }),
      },
      async (request, reply) => {
        const environmentId = environmentOf(request).id;
        const created: { subscriberId: string }[] = [];
        const updated: { subscriberId: string }[] = [];
        await inTransaction(request.db, async (trx) => {
          for (const { subscriberId, ...profile } of request.body.subscribers) {
            const existing = await subscriberNamed(trx, environmentId, subscriberId);
            await upsertSubscriber(ctx, trx, environmentId, subscriberId);
            await updateSubscriberProfile(ctx, trx, environmentId, subscriberId, profile);
            (existing ? updated : created).push({ subscriberId });
          }
        });
        reply.code(201);
        return { data: { created, updated, failed: [] } };
      },
    );

    app.get(
      '/subscribers/:subscriberId/preferences',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "A subscriber's preference for each workflow that can reach them",
          security: 'apiKey',
          params: subscriberParams,
          response: preferencesResponseSchema,
          example: { params: { subscriberId: REFERENCE_SUBSCRIBER_ID } },
        }),
      },
      async (request) => listPreferences(request.db, ctx, await reader(request, request.params.subscriberId)),
    );

    app.get(
      '/subscribers/:subscriberId/preferences/:parameter',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "A subscriber's preferences at one level: global, or per workflow (template)",
          security: 'apiKey',
          params: preferenceLevelParamsSchema,
          response: z.union([globalPreferencesResponseSchema, preferencesResponseSchema]),
          example: { params: { subscriberId: REFERENCE_SUBSCRIBER_ID, parameter: 'global' } },
        }),
      },
      async (request) => {
        const subscriber = await reader(request, request.params.subscriberId);
        return request.params.parameter === 'global'
          ? readGlobalPreference(request.db, ctx, subscriber)
          : listPreferences(request.db, ctx, subscriber);
      },
    );

    app.patch(
      '/subscribers/:subscriberId/preferences/:templateId',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "Change a subscriber's preference for one workflow",
          security: 'apiKey',
          params: templateParams,
          body: updatePreferenceBodySchema,
          response: updatePreferenceResponseSchema,
          example: {
            params: { subscriberId: REFERENCE_SUBSCRIBER_ID, templateId: REFERENCE_WORKFLOW_ID },
            body: { channel: { type: 'in_app', enabled: false } },
          },
        }),
      },
      async (request) =>
        updateWorkflowPreference(
          request.db,
          ctx,
          await reader(request, request.params.subscriberId),
          request.params.templateId,
          request.body,
        ),
    );

    app.patch(
      '/subscribers/:subscriberId/preferences',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'Turn channels on or off for every workflow of a subscriber',
          security: 'apiKey',
          params: subscriberParams,
          body: updateGlobalPreferenceBodySchema,
          response: updateGlobalPreferenceResponseSchema,
          example: {
            params: { subscriberId: REFERENCE_SUBSCRIBER_ID },
            body: { preferences: [{ type: 'sms', enabled: false }] },
          },
        }),
      },
      async (request) =>
        updateGlobalPreference(
          request.db,
          ctx,
          await reader(request, request.params.subscriberId),
          request.body,
        ),
    );

    app.get(
      '/subscribers/:subscriberId/notifications/feed',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "A page of a subscriber's in-app feed",
          security: 'apiKey',
          params: subscriberParams,
          querystring: feedQuerySchema,
          prepareQuery: foldListParameters,
          response: feedResponseSchema,
          example: {
            params: { subscriberId: REFERENCE_SUBSCRIBER_ID },
            query: { page: 0, limit: 10, feedIdentifier: REFERENCE_FEED_IDENTIFIER },
          },
        }),
      },
      async (request) =>
        feedPage(request.db, await reader(request, request.params.subscriberId), request.query),
    );

    app.get(
      '/subscribers/:subscriberId/notifications/unseen',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "A subscriber's unseen count (seen=true counts the seen ones)",
          security: 'apiKey',
          params: subscriberParams,
          querystring: serverUnseenQuerySchema,
          response: countResponseSchema,
          example: { params: { subscriberId: REFERENCE_SUBSCRIBER_ID }, query: { seen: 'false' } },
        }),
      },
      async (request) =>
        countFor(
          request.db,
          await reader(request, request.params.subscriberId),
          { seen: request.query.seen === 'true' },
          request.query.limit,
        ),
    );

    app.post(
      '/subscribers/:subscriberId/messages/markAs',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "Mark a subscriber's messages seen or read",
          security: 'apiKey',
          params: subscriberParams,
          body: markMessagesAsBodySchema,
          response: markMessagesAsResponseSchema,
          status: 201,
          example: {
            params: { subscriberId: REFERENCE_WIDGET.subscriberId },
            body: { messageId: REFERENCE_WIDGET.messageId, mark: { seen: true } },
          },
        }),
      },
      async (request, reply) => {
        const subscriber = await reader(request, request.params.subscriberId);
        const answer = await markMessages(
          request.db,
          ctx,
          subscriber,
          request.body.messageId,
          request.body.mark,
        );
        reply.code(201);
        return answer;
      },
    );

    app.post(
      '/subscribers/:subscriberId/messages/mark-all',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "Mark all of a subscriber's messages (or one feed's) read or seen",
          security: 'apiKey',
          params: subscriberParams,
          body: serverMarkAllBodySchema,
          response: markAllMessagesResponseSchema,
          status: 201,
          example: {
            params: { subscriberId: REFERENCE_SUBSCRIBER_ID },
            body: { markAs: 'read', feedIdentifier: REFERENCE_FEED_IDENTIFIER },
          },
        }),
      },
      async (request, reply) => {
        const { markAs, feedIdentifier } = request.body;
        const subscriber = await reader(request, request.params.subscriberId);
        reply.code(201);
        if (markAs === 'read' || markAs === 'seen') {
          return markAll(request.db, ctx, subscriber, { feedId: feedIdentifier }, markAs);
        }
        // Unread and unseen go through the one mark rule, message by message of the subscriber's feed.
        const feed = await feedPage(request.db, subscriber, {
          page: 0,
          limit: 100,
          ...(feedIdentifier !== undefined && { feedIdentifier }),
          ...(markAs === 'unread' ? { read: true } : { seen: true }),
        });
        const ids = feed.data.map((message) => message._id);
        if (ids.length > 0) await markMessages(request.db, ctx, subscriber, ids, markOfStatus(markAs));
        return { data: ids.length };
      },
    );

    app.post(
      '/subscribers/:subscriberId/messages/:messageId/actions/:type',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "Record a message's primary or secondary action for the subscriber",
          security: 'apiKey',
          params: actionParams,
          body: messageActionBodySchema,
          response: messageActionResponseSchema,
          status: 201,
          example: {
            params: {
              subscriberId: REFERENCE_WIDGET.subscriberId,
              messageId: REFERENCE_WIDGET.actionMessageId,
              type: 'primary',
            },
            body: { status: 'done' },
          },
        }),
      },
      async (request, reply) => {
        const { subscriberId, messageId, type } = request.params;
        const answer = await recordAction(
          request.db,
          await reader(request, subscriberId),
          { messageId, type },
          request.body,
        );
        reply.code(201);
        return answer;
      },
    );

    app.get(
      '/messages',
      {
        schema: contract({
          tag: 'Messages',
          summary: "The environment's messages on every channel, newest first",
          security: 'apiKey',
          querystring: messagesQuerySchema,
          prepareQuery: foldListParameters,
          response: messagesResponseSchema,
          example: {
            query: { subscriberId: REFERENCE_SUBSCRIBER_ID, channel: 'in_app', page: 0, limit: 10 },
          },
        }),
      },
      async (request) => {
        const { page, limit, subscriberId, channel, transactionId } = request.query;
        const environment = environmentOf(request);
        const { total: totalCount, rows } = await messagePageOf(
          request.db,
          environment.id,
          {
            ...(subscriberId !== undefined && { subscriberId }),
            ...(channel !== undefined && { channel }),
            ...(transactionId !== undefined && { transactionIds: uniqueList(transactionId) }),
          },
          { page, limit },
        );
        return {
          data: rows.map((row) => ({
            _id: row.id,
            _environmentId: row.environment_id,
            _organizationId: environment.organization_id,
            _notificationId: row.notification_id ?? '',
            _subscriberId: row.subscriber_id,
            _templateId: row.workflow_id,
            _feedId: row.feed_id,
            transactionId: row.transaction_id,
            channel: row.channel,
            content: row.content,
            subject: row.subject,
            seen: row.seen === 1,
            read: row.read === 1,
            status: 'sent',
            createdAt: row.created_at,
          })),
          totalCount,
          page,
          pageSize: limit,
          hasMore: (page + 1) * limit < totalCount,
        };
      },
    );

    app.delete(
      '/messages/:messageId',
      {
        schema: contract({
          tag: 'Messages',
          summary: 'Delete one message',
          security: 'apiKey',
          params: messageParams,
          response: removalResponseSchema,
          example: { params: { messageId: REFERENCE_WIDGET.messageId } },
        }),
      },
      async (request) => {
        const { messageId } = request.params;
        const row = await messageOfEnvironment(request.db, environmentOf(request).id, messageId);
        if (!row) throw new HttpError(404, `Message ${messageId} was not found`);
        if (row.channel === 'in_app') await requireOwnMessageIds(request.db, row.subscriber_id, [row.id]);
        await deleteMessage(request.db, row.id);
        if (row.channel === 'in_app') await broadcastCounts(ctx, row.subscriber_id);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );

    app.get(
      '/topics/:key/subscribers/:externalSubscriberId',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'Whether a subscriber is in a topic (404 when not)',
          security: 'apiKey',
          params: topicSubscriberParams,
          response: z.object({
            _organizationId: z.string(),
            _environmentId: z.string(),
            _subscriberId: z.string(),
            _topicId: z.string(),
            topicKey: z.string(),
            externalSubscriberId: z.string(),
          }),
          example: { params: { key: REFERENCE_TOPIC_KEY, externalSubscriberId: REFERENCE_SUBSCRIBER_ID } },
        }),
      },
      async (request) => {
        const { key, externalSubscriberId } = request.params;
        const environment = environmentOf(request);
        const topic = await findTopic(request.db, environment.id, key);
        const member = await topicMemberNamed(request.db, topic.id, externalSubscriberId);
        if (!member) {
          throw new HttpError(404, `Subscriber ${externalSubscriberId} not found in topic ${key}`);
        }
        return {
          _organizationId: environment.organization_id,
          _environmentId: environment.id,
          _subscriberId: member.id,
          _topicId: topic.id,
          topicKey: topic.key,
          externalSubscriberId,
        };
      },
    );

    app.patch(
      '/topics/:key',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'Rename a topic',
          security: 'apiKey',
          params: topicParams,
          body: renameTopicBodySchema,
          response: topicResponseSchema,
          example: { params: { key: REFERENCE_TOPIC_KEY }, body: { name: 'Back in stock alerts' } },
        }),
      },
      async (request) => {
        const topic = await findTopic(request.db, environmentOf(request).id, request.params.key);
        await renameTopic(request.db, topic.id, request.body.name);
        return { data: { _id: topic.id, key: topic.key, name: request.body.name } };
      },
    );

    app.delete(
      '/topics/:key',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'Delete a topic that has no subscribers (409 while it has some), answering 204',
          security: 'apiKey',
          params: topicParams,
          status: 204,
          example: { params: { key: REFERENCE_EMPTY_TOPIC_KEY } },
        }),
      },
      async (request, reply) => {
        const topic = await findTopic(request.db, environmentOf(request).id, request.params.key);
        const member = await anyTopicMember(request.db, topic.id);
        if (member) {
          throw new HttpError(
            409,
            `Topic with key ${topic.key} still has subscribers assigned: remove them before deleting the topic`,
          );
        }
        await deleteTopicRow(request.db, topic.id);
        return reply.code(204).send();
      },
    );

    app.get(
      '/environments',
      {
        schema: contract({
          tag: 'Organization',
          summary: 'The environments the key reaches: its own',
          security: 'apiKey',
          response: z.object({
            data: z.array(
              z.object({
                _id: z.string(),
                name: z.string(),
                identifier: z.string(),
                _organizationId: z.string(),
                _parentId: z.string().nullable(),
              }),
            ),
          }),
          example: {},
        }),
      },
      async (request) => {
        const rows = await environmentsInOrder(request.db);
        const production = rows.find((row) => row.name === 'Production');
        return {
          data: rows.map((row) => ({
            _id: row.id,
            name: row.name,
            identifier: row.application_identifier,
            _organizationId: row.organization_id,
            _parentId: production && production.id !== row.id ? production.id : null,
          })),
        };
      },
    );

    // Change promotion: Herald applies every change in the environment it is made in, so there is never a
    // change waiting to be promoted (decision 0037).
    app.get(
      '/changes',
      {
        schema: contract({
          tag: 'Changes',
          summary: 'Changes waiting to be promoted: always none',
          security: 'apiKey',
          querystring: changesQuerySchema,
          response: z.object({
            data: z.array(z.never()),
            totalCount: z.literal(0),
            page: z.number().int().nonnegative(),
            pageSize: z.number().int().positive(),
          }),
          example: { query: { page: 0, limit: 10, promoted: 'false' } },
        }),
      },
      async (request) => ({
        data: [],
        totalCount: 0 as const,
        page: request.query.page,
        pageSize: request.query.limit,
      }),
    );

    app.get(
      '/changes/count',
      {
        schema: contract({
          tag: 'Changes',
          summary: 'How many changes wait to be promoted: always 0',
          security: 'apiKey',
          response: z.object({ data: z.literal(0) }),
          example: {},
        }),
      },
      async () => ({ data: 0 as const }),
    );

    app.post(
      '/changes/bulk/apply',
      {
        schema: contract({
          tag: 'Changes',
          summary: 'Promote changes: every id is unknown (404)',
          security: 'apiKey',
          body: applyChangesBodySchema,
          response: unknownChangeSchema,
          status: 404,
          example: { body: { changeIds: [NO_CHANGE_ID] } },
        }),
      },
      async (request) => {
        throw new HttpError(404, `Change with id ${request.body.changeIds[0]} not found`);
      },
    );

    app.post(
      '/changes/:changeId/apply',
      {
        schema: contract({
          tag: 'Changes',
          summary: 'Promote one change: every id is unknown (404)',
          security: 'apiKey',
          params: changeIdParamsSchema,
          response: unknownChangeSchema,
          status: 404,
          example: { params: { changeId: NO_CHANGE_ID } },
        }),
      },
      async (request) => {
        throw new HttpError(404, `Change with id ${request.params.changeId} not found`);
      },
    );
  };
}
