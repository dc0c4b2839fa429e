// The widget API of SPEC §7, wire-compatible with the open-source notification-center widget.
import type { FastifyInstance } from 'fastify';
import {
  countQuerySchema,
  sessionInitializeBodySchema,
  type CountResponse,
  type SessionInitializeResponse,
} from '@herald/protocol';
import type { AppContext } from '../context.js';
import { requireSubscriber } from '../http/auth.js';
import { HttpError, parse } from '../http/errors.js';
import { safeEqual } from '../security/crypto.js';
import { countMessages } from '../notifications/messages.js';
import { findEnvironmentByApplicationIdentifier, subscriberHash, upsertSubscriber } from './subscribers.js';

export function widgetRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(
      '/session/initialize',
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request, reply): Promise<SessionInitializeResponse> => {
        const body = parse(sessionInitializeBodySchema, request.body);
        const environment = await findEnvironmentByApplicationIdentifier(ctx.db, body.applicationIdentifier);
        if (!environment) throw new HttpError(400, 'Please provide a valid app identifier');
        if (environment.hmac_required === 1) {
          const expected = subscriberHash(ctx, environment, body.subscriberId);
          if (!body.hmacHash || !safeEqual(body.hmacHash.toLowerCase(), expected)) {
            throw new HttpError(400, 'Please provide a valid HMAC hash');
          }
        }
        const subscriber = await upsertSubscriber(ctx, environment.id, body.subscriberId);
        // 201 like the platform the widget was written for.
        reply.code(201);
        const token = await ctx.tokens.signWidget({
          _id: subscriber.id,
          subscriberId: subscriber.subscriber_id,
          environmentId: environment.id,
          organizationId: environment.organization_id,
        });
        return {
          data: {
            token,
            profile: {
              _id: subscriber.id,
              subscriberId: subscriber.subscriber_id,
              firstName: subscriber.first_name,
              lastName: subscriber.last_name,
              email: subscriber.email,
              phone: subscriber.phone,
              avatar: subscriber.avatar,
            },
          },
        };
      },
    );

    app.get(
      '/notifications/unseen',
      { preHandler: requireSubscriber(ctx) },
      async (request): Promise<CountResponse> => {
        const query = parse(countQuerySchema, request.query);
        const { count } = await countMessages(ctx.db, request.subscriber!._id, { seen: false }, query.limit);
        return { data: { count } };
      },
    );
  };
}
