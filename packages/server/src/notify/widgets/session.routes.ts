// POST /widgets/session/initialize: opens a widget session for a subscriber, checking its HMAC
// (docs/product.md §7).
import { REFERENCE_WIDGET } from './reference.js';
import type { FastifyInstance } from 'fastify';
import type { SessionInitializeResponse } from '@herald/protocol';
import { sessionInitializeBodySchema, sessionInitializeResponseSchema } from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import { forEnvironment } from '../../db/scope.js';
import { HttpError } from '../../http/errors.js';
import { safeEqual } from '../../security/crypto.js';
import { upsertSubscriber, type SubscriberProfileInput } from '../notifications/subscribers.js';
import { subscriberHash } from './subscribers.js';
import { environmentByApplicationIdentifier } from '../repo/unscoped.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'sealingKey' | 'tokens'>;

/**
 * Opens a subscriber's session in the environment an application identifier names, checking the subscriber's HMAC
 * when the environment requires one: the 0.24 widget's session and the current Inbox's both open through here.
 */
export async function openWidgetSession(
  ctx: RouteContext,
  body: {
    applicationIdentifier: string;
    subscriberId: string;
    hmacHash?: string | null | undefined;
    /** Kept for a subscriber seen for the first time. */
    profile?: SubscriberProfileInput | undefined;
  },
) {
  // The session is the credential being made: the application identifier names the environment.
  // eslint-disable-next-line no-restricted-syntax
  const environment = await environmentByApplicationIdentifier(ctx.db, body.applicationIdentifier);
  if (!environment) throw new HttpError(400, 'Please provide a valid app identifier');
  if (environment.hmac_required === 1) {
    const binding = await ctx.tokens.subscriberHashBinding?.({
      environmentId: environment.id,
      subscriberId: body.subscriberId,
    });
    const expected = subscriberHash(ctx, environment, body.subscriberId, binding);
    if (!body.hmacHash || !safeEqual(body.hmacHash.toLowerCase(), expected)) {
      throw new HttpError(400, 'Please provide a valid HMAC hash');
    }
  }
  const subscriber = await upsertSubscriber(
    ctx,
    forEnvironment(ctx.db, environment),
    environment.id,
    body.subscriberId,
    body.profile,
  );
  const token = await ctx.tokens.signWidget({
    _id: subscriber.id,
    subscriberId: subscriber.subscriber_id,
    environmentId: environment.id,
    organizationId: environment.organization_id,
  });
  return { token, subscriber, environment };
}

export function sessionRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/session/initialize',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Open a widget session',
          security: 'none',
          example: {
            body: {
              applicationIdentifier: 'Xq3vL9tKp2Wm',
              subscriberId: REFERENCE_WIDGET.subscriberId,
              hmacHash: '3f1c9a7e52b04d6f8e21c0a9b7d3e5f4a6c8b0d2e4f6a8c0b2d4e6f8a0c2e4f6',
            },
            standIns: ['applicationIdentifier', 'hmacHash'],
          },
          body: sessionInitializeBodySchema,
          response: sessionInitializeResponseSchema,
          status: 201,
        }),
        config: {
          // Per client and subscriber: a campus behind one address opens many sessions, one person few.
          rateLimit: {
            max: 60,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request) => {
              const body = request.body as { applicationIdentifier?: unknown; subscriberId?: unknown } | null;
              return `${request.ip}|${String(body?.applicationIdentifier)}|${String(body?.subscriberId)}`;
            },
          },
        },
      },
      async (request, reply): Promise<SessionInitializeResponse> => {
        const { token, subscriber } = await openWidgetSession(ctx, request.body);
        // 201 like the platform the widget was written for.
        reply.code(201);
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
  };
}
