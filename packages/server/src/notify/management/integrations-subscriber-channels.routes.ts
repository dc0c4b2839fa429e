// What a subscriber keeps per chat or push provider (webhook URL, channel, device tokens), and their online state,
// through the management API.
import type { FastifyInstance } from 'fastify';
import type { SubscriberChannel } from '@herald/protocol';
import { onlineStatusBodySchema } from '@herald/protocol/schemas';
import {
  providerIdSchema,
  subscriberChannelBodySchema,
  subscriberChannelListResponseSchema,
  subscriberIdSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { encrypt } from '../../security/crypto.js';
import { findProvider } from '../providers/catalogue.js';
import { maskSecret } from '../providers/credentials.js';
import { setPresence } from '../engine/presence.js';
import { openChannelCredentials, type ChannelCredentials } from '../providers/channel-credentials.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import {
  channelsOfSubscriber,
  deleteChannel,
  storeChannelCredentials,
} from '../repo/management/subscriber-channels.js';
import { subscriberNamed } from '../repo/subscribers.js';
import { REFERENCE_CHAT_PROVIDER_ID, REFERENCE_SUBSCRIBER_ID } from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'sealingKey' | 'tokens'>;

const subscriberParams = z.object({ subscriberId: subscriberIdSchema });
const channelParams = z.object({ subscriberId: subscriberIdSchema, providerId: providerIdSchema });

export function subscriberChannelRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    async function subscriberRow(db: ScopedDb, environmentId: string, subscriberId: string) {
      const row = await subscriberNamed(db, environmentId, subscriberId);
      if (!row) throw new HttpError(404, `Subscriber "${subscriberId}" not found`);
      return row;
    }

    async function list(
      db: ScopedDb,
      environmentId: string,
      subscriberRowId: string,
    ): Promise<SubscriberChannel[]> {
      const rows = await channelsOfSubscriber(db, environmentId, subscriberRowId);
      return rows.map((row) => {
        const credentials = openChannelCredentials(ctx.sealingKey, row.credentials);
        return {
          providerId: row.provider_id,
          integrationIdentifier: row.integration_identifier || null,
          credentials: {
            ...credentials,
            ...(credentials.webhookUrl && { webhookUrl: maskSecret(credentials.webhookUrl) }),
            ...(credentials.deviceTokens && { deviceTokens: credentials.deviceTokens.map(maskSecret) }),
          },
        };
      });
    }

    app.get(
      '/subscribers/:subscriberId/credentials',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "A subscriber's chat and push channels (masked)",
          security: 'apiKey',
          params: subscriberParams,
          example: { params: { subscriberId: REFERENCE_SUBSCRIBER_ID } },
          response: subscriberChannelListResponseSchema,
        }),
      },
      async (request) => {
        const { subscriberId } = request.params;
        const subscriber = await subscriberRow(request.db, environmentOf(request).id, subscriberId);
        return { data: await list(request.db, environmentOf(request).id, subscriber.id) };
      },
    );

    /** Replaces what the subscriber keeps for the provider; device tokens are de-duplicated. */
    app.put(
      '/subscribers/:subscriberId/credentials',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "Set a subscriber's chat webhook or push device tokens for a provider",
          security: 'apiKey',
          params: subscriberParams,
          body: subscriberChannelBodySchema,
          example: {
            params: { subscriberId: REFERENCE_SUBSCRIBER_ID },
            body: {
              providerId: 'fcm',
              credentials: {
                deviceTokens: ['f3Kq9xR2TmeVb7LpQw0aZs:APA91bHc8XyJ5vN2kLm4Qp7Rt1Uw3Yz6Ab9Cd0Ef2Gh5Ij8Kl'],
              },
            },
          },
          response: subscriberChannelListResponseSchema,
        }),
      },
      async (request) => {
        const { subscriberId } = request.params;
        const body = request.body;
        const provider = findProvider(body.providerId);
        if (!provider || (provider.channel !== 'chat' && provider.channel !== 'push')) {
          throw new HttpError(400, `providerId: "${body.providerId}" is not a chat or push provider`);
        }
        if (provider.channel === 'push' && body.credentials.webhookUrl) {
          throw new HttpError(400, 'credentials.webhookUrl: push providers take deviceTokens');
        }
        const environmentId = environmentOf(request).id;
        const subscriber = await subscriberRow(request.db, environmentId, subscriberId);
        const credentials: ChannelCredentials = {
          ...body.credentials,
          ...(body.credentials.deviceTokens && { deviceTokens: [...new Set(body.credentials.deviceTokens)] }),
        };
        const identifier = body.integrationIdentifier ?? '';
        const sealed = encrypt(ctx.sealingKey, JSON.stringify(credentials));
        await storeChannelCredentials(request.db, {
          newId: () => ctx.newId(),
          environmentId,
          subscriberRowId: subscriber.id,
          providerId: provider.id,
          integrationIdentifier: identifier,
          credentials: sealed,
          now: ctx.now().toISOString(),
        });
        return { data: await list(request.db, environmentId, subscriber.id) };
      },
    );

    app.delete(
      '/subscribers/:subscriberId/credentials/:providerId',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: "Remove a subscriber's channel for a provider",
          security: 'apiKey',
          response: subscriberChannelListResponseSchema,
          params: channelParams,
          example: {
            params: { subscriberId: REFERENCE_SUBSCRIBER_ID, providerId: REFERENCE_CHAT_PROVIDER_ID },
          },
        }),
      },
      async (request) => {
        const { subscriberId, providerId } = request.params;
        const subscriber = await subscriberRow(request.db, environmentOf(request).id, subscriberId);
        await deleteChannel(request.db, subscriber.id, providerId);
        return { data: await list(request.db, environmentOf(request).id, subscriber.id) };
      },
    );

    app.patch(
      '/subscribers/:subscriberId/online-status',
      {
        schema: contract({
          tag: 'Subscribers',
          summary: 'Set whether a subscriber is online',
          security: 'apiKey',
          response: z.object({
            data: z.object({ subscriberId: z.string(), isOnline: z.boolean(), lastOnlineAt: z.string() }),
          }),
          params: subscriberParams,
          body: onlineStatusBodySchema,
          example: { params: { subscriberId: REFERENCE_SUBSCRIBER_ID }, body: { isOnline: true } },
        }),
      },
      async (request) => {
        const { subscriberId } = request.params;
        const { isOnline } = request.body;
        const subscriber = await subscriberRow(request.db, environmentOf(request).id, subscriberId);
        const now = await setPresence(ctx, subscriber.id, isOnline);
        return { data: { subscriberId, isOnline, lastOnlineAt: now } };
      },
    );
  };
}
