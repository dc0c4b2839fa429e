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
import type { ScopedDb } from '../../db/scope.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import {
  DELETED_SUBSCRIBER_PREFIX,
  updateSubscriberProfile,
  upsertSubscriber,
} from '../notifications/subscribers.js';
import { pageOf } from './paging.js';
import { subscriberToWire } from './serialize.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { REFERENCE_OTHER_SUBSCRIBER_ID, REFERENCE_SUBSCRIBER_ID, REFERENCE_TOPIC_KEY } from './reference.js';

const subscriberParams = z.object({ subscriberId: subscriberIdSchema });
const topicParams = z.object({ key: z.string().min(1).max(100) });

/** The environment's subscriber of that id, or 404. */
export async function findSubscriber(db: ScopedDb, environmentId: string, subscriberId: string) {
  const row = await db
    .selectFrom('subscribers')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, `Subscriber "${subscriberId}" not found`);
  return row;
}

/** The environment's topic of that key, or 404. */
export async function findTopic(db: ScopedDb, environmentId: string, key: string) {
  const row = await db
    .selectFrom('topics')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('key', '=', key)
    .executeTakeFirst();
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
        const query = request.db
          .selectFrom('subscribers')
          .selectAll()
          .where('environment_id', '=', environmentOf(request).id)
          .orderBy('created_at')
          .orderBy('id');
        return pageOf(query, request.query, subscriberToWire);
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
        await request.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('messages').where('subscriber_id', '=', row.id).execute();
          await trx
            .updateTable('jobs')
            .set({ status: 'canceled' })
            .where('subscriber_id', '=', row.id)
            .where('status', 'in', ['pending', 'queued', 'delayed'])
            .execute();
          await trx.deleteFrom('subscriber_preferences').where('subscriber_id', '=', row.id).execute();
          await trx.deleteFrom('topic_subscribers').where('subscriber_id', '=', row.id).execute();
          // Notifications and jobs keep their history for the activity log; the profile is erased.
          await trx
            .updateTable('subscribers')
            .set({
              first_name: null,
              last_name: null,
              email: null,
              phone: null,
              avatar: null,
              locale: null,
              data: null,
              subscriber_id: `${DELETED_SUBSCRIBER_PREFIX}${row.id}`,
            })
            .where('id', '=', row.id)
            .execute();
        });
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
        const existing = await request.db
          .selectFrom('topics')
          .select('id')
          .where('environment_id', '=', environmentId)
          .where('key', '=', body.key)
          .executeTakeFirst();
        if (existing) throw new HttpError(409, `A topic with the key "${body.key}" exists`);
        const row = {
          id: ctx.newId(),
          environment_id: environmentId,
          key: body.key,
          name: body.name,
          created_at: ctx.now().toISOString(),
        };
        await request.db.insertInto('topics').values(row).execute();
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
        const rows = await request.db
          .selectFrom('topics')
          .selectAll()
          .where('environment_id', '=', environmentOf(request).id)
          .orderBy('key')
          .execute();
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
        const members = await request.db
          .selectFrom('topic_subscribers')
          .innerJoin('subscribers', 'subscribers.id', 'topic_subscribers.subscriber_id')
          .select('subscribers.subscriber_id')
          .where('topic_subscribers.topic_id', '=', row.id)
          .orderBy('subscribers.subscriber_id')
          .execute();
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
        for (const subscriberId of body.subscribers) {
          const subscriber = await upsertSubscriber(ctx, request.db, environmentOf(request).id, subscriberId);
          await request.db
            .insertInto('topic_subscribers')
            .values({ topic_id: row.id, subscriber_id: subscriber.id })
            .onConflict((oc) => oc.columns(['topic_id', 'subscriber_id']).doNothing())
            .execute();
        }
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
        const subscribers = await request.db
          .selectFrom('subscribers')
          .select('id')
          .where('environment_id', '=', environmentOf(request).id)
          .where('subscriber_id', 'in', body.subscribers)
          .execute();
        if (subscribers.length > 0) {
          await request.db
            .deleteFrom('topic_subscribers')
            .where('topic_id', '=', row.id)
            .where(
              'subscriber_id',
              'in',
              subscribers.map((subscriber) => subscriber.id),
            )
            .execute();
        }
        return { data: { acknowledged: true } };
      },
    );
  };
}
