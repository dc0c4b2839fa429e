import type { FastifyInstance } from 'fastify';
import {
  acknowledgedResponseSchema,
  createTopicBodySchema,
  listQuerySchema,
  removalResponseSchema,
  subscriberBodySchema,
  subscriberIdSchema,
  subscriberListResponseSchema,
  subscriberResponseSchema,
  topicDetailResponseSchema,
  topicListResponseSchema,
  topicResponseSchema,
  topicSubscribersBodySchema,
  topicSubscribersResponseSchema,
  updateSubscriberBodySchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import { inTransaction, type ScopedDb } from '../../db/scope.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import {
  DELETED_SUBSCRIBER_PREFIX,
  updateSubscriberProfile,
  upsertSubscriber,
} from '../notifications/subscribers.js';
import { pageToWire } from './paging.js';
import { topicOfKey } from '../repo/engine/triggers.js';
import { eraseSubscriber, subscriberPage, subscriberRowIdsNamed } from '../repo/management/subscribers.js';
import {
  addTopicMember,
  insertTopicRow,
  removeTopicMembers,
  topicNamed,
  topicSubscriberIds,
  topicsOf,
} from '../repo/management/topics.js';
import { subscriberNamed } from '../repo/subscribers.js';
import { subscriberToWire } from './serialize.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { REFERENCE_OTHER_SUBSCRIBER_ID, REFERENCE_SUBSCRIBER_ID, REFERENCE_TOPIC_KEY } from './reference.js';

const subscriberParams = z.object({ subscriberId: subscriberIdSchema });
const topicParams = z.object({ key: z.string().min(1).max(100) });

/** The environment's subscriber of that id, or 404. */
export async function findSubscriber(db: ScopedDb, environmentId: string, subscriberId: string) {
  const row = await subscriberNamed(db, environmentId, subscriberId);
  if (!row) throw new HttpError(404, `Subscriber "${subscriberId}" not found`);
  return row;
}

/** The environment's topic of that key, or 404. */
export async function findTopic(db: ScopedDb, environmentId: string, key: string) {
  const row = await topicNamed(db, environmentId, key);
  if (!row) throw new HttpError(404, `Topic "${key}" not found`);
  return row;
}

export function subscriberRoutes(ctx: NotifyContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    app.post(
      '/subscribers',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'Create or update a subscriber',
          security: 'apiKey',
          response: subscriberResponseSchema,
          body: subscriberBodySchema,
          status: 201,
          example: {
            body: {
              subscriberId: 'customer-3051',
              firstName: 'Amira',
              lastName: 'Haddad',
              email: 'amira.haddad@example.com',
              phone: '+447700900456',
              locale: 'en-GB',
              data: { loyaltyTier: 'gold' },
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const environmentId = environmentOf(request).id;
        await upsertSubscriber(ctx, request.db, environmentId, body.subscriberId);
        const { subscriberId, ...profile } = body;
        reply.code(201);
        return {
          data: subscriberToWire(
            await updateSubscriberProfile(ctx, request.db, environmentId, subscriberId, profile),
          ),
        };
      },
    );

    app.get(
      '/subscribers',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'List subscribers',
          security: 'apiKey',
          response: subscriberListResponseSchema,
          querystring: listQuerySchema,
          example: { query: { page: 0, limit: 20 } },
        }),
      },
      async (request) => {
        return pageToWire(
          await subscriberPage(request.db, environmentOf(request).id, request.query),
          subscriberToWire,
        );
      },
    );

    app.get(
      '/subscribers/:subscriberId',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'One subscriber',
          security: 'apiKey',
          response: subscriberResponseSchema,
          params: subscriberParams,
          example: { params: { subscriberId: REFERENCE_SUBSCRIBER_ID } },
        }),
      },
      async (request) => {
        const { subscriberId } = request.params;
        return {
          data: subscriberToWire(await findSubscriber(request.db, environmentOf(request).id, subscriberId)),
        };
      },
    );

    app.put(
      '/subscribers/:subscriberId',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'Update a subscriber',
          security: 'apiKey',
          response: subscriberResponseSchema,
          params: subscriberParams,
          body: updateSubscriberBodySchema,
          example: {
            params: { subscriberId: REFERENCE_SUBSCRIBER_ID },
            body: { phone: '+447700900789', locale: 'de-DE' },
          },
        }),
      },
      async (request) => {
        const { subscriberId } = request.params;
        const body = request.body;
        await findSubscriber(request.db, environmentOf(request).id, subscriberId);
        return {
          data: subscriberToWire(
            await updateSubscriberProfile(ctx, request.db, environmentOf(request).id, subscriberId, body),
          ),
        };
      },
    );

    app.delete(
      '/subscribers/:subscriberId',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'Delete a subscriber',
          security: 'apiKey',
          response: removalResponseSchema,
          params: subscriberParams,
          example: { params: { subscriberId: REFERENCE_OTHER_SUBSCRIBER_ID } },
        }),
      },
      async (request) => {
        const { subscriberId } = request.params;
        const row = await findSubscriber(request.db, environmentOf(request).id, subscriberId);
        // Notifications and jobs keep their history for the activity log; the profile is erased.
        await eraseSubscriber(request.db, row.id, `${DELETED_SUBSCRIBER_PREFIX}${row.id}`);
        // Its widget sessions end: their sockets close, and their tokens change nothing (widgets/preferences.ts).
        ctx.realtime.disconnectSubscriber(row.id);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );

    app.post(
      '/topics',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'Create a topic',
          security: 'apiKey',
          response: topicResponseSchema,
          body: createTopicBodySchema,
          status: 201,
          example: { body: { key: 'price-drop', name: 'Price drop alerts' } },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const environmentId = environmentOf(request).id;
        const existing = await topicOfKey(request.db, environmentId, body.key);
        if (existing) throw new HttpError(409, `A topic with the key "${body.key}" exists`);
        const row = {
          id: ctx.newId(),
          environment_id: environmentId,
          key: body.key,
          name: body.name,
          created_at: ctx.now().toISOString(),
        };
        await insertTopicRow(request.db, row);
        reply.code(201);
        return { data: { _id: row.id, key: row.key, name: row.name } };
      },
    );

    app.get(
      '/topics',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'List topics',
          security: 'apiKey',
          response: topicListResponseSchema,
          example: {},
        }),
      },
      async (request) => {
        const rows = await topicsOf(request.db, environmentOf(request).id);
        return { data: rows.map((row) => ({ _id: row.id, key: row.key, name: row.name })) };
      },
    );

    app.get(
      '/topics/:key',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'One topic with its subscribers',
          security: 'apiKey',
          response: topicDetailResponseSchema,
          params: topicParams,
          example: { params: { key: REFERENCE_TOPIC_KEY } },
        }),
      },
      async (request) => {
        const { key } = request.params;
        const row = await findTopic(request.db, environmentOf(request).id, key);
        const members = await topicSubscriberIds(request.db, row.id);
        return {
          data: {
            _id: row.id,
            key: row.key,
            name: row.name,
            subscribers: members.map((member) => member.subscriber_id),
          },
        };
      },
    );

    app.post(
      '/topics/:key/subscribers',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'Add subscribers',
          security: 'apiKey',
          response: topicSubscribersResponseSchema,
          params: topicParams,
          body: topicSubscribersBodySchema,
          example: {
            params: { key: REFERENCE_TOPIC_KEY },
            body: { subscribers: [REFERENCE_OTHER_SUBSCRIBER_ID] },
          },
        }),
      },
      async (request) => {
        const { key } = request.params;
        const body = request.body;
        const row = await findTopic(request.db, environmentOf(request).id, key);
        const environmentId = environmentOf(request).id;
        await inTransaction(request.db, async (trx) => {
          for (const subscriberId of body.subscribers) {
            const subscriber = await upsertSubscriber(ctx, trx, environmentId, subscriberId);
            await addTopicMember(trx, row.id, subscriber.id);
          }
        });
        return { data: { succeeded: body.subscribers } };
      },
    );

    app.post(
      '/topics/:key/subscribers/removal',
      {
        schema: contract({
          tag: 'Topics',
          summary: 'Remove subscribers',
          security: 'apiKey',
          response: acknowledgedResponseSchema,
          params: topicParams,
          body: topicSubscribersBodySchema,
          example: {
            params: { key: REFERENCE_TOPIC_KEY },
            body: { subscribers: [REFERENCE_SUBSCRIBER_ID] },
          },
        }),
      },
      async (request) => {
        const { key } = request.params;
        const body = request.body;
        const row = await findTopic(request.db, environmentOf(request).id, key);
        const subscribers = await subscriberRowIdsNamed(
          request.db,
          environmentOf(request).id,
          body.subscribers,
        );
        if (subscribers.length > 0) {
          await removeTopicMembers(
            request.db,
            row.id,
            subscribers.map((subscriber) => subscriber.id),
          );
        }
        return { data: { acknowledged: true } };
      },
    );
  };
}
