// POST /widgets/usage/log: what the widget reports about its own use, kept in the server log
// (docs/product.md §4, §7).
import { REFERENCE_WIDGET } from './reference.js';
import type { FastifyInstance } from 'fastify';
import type { UsageLogResponse } from '@herald/protocol';
import { acknowledgedResponseSchema, usageLogBodySchema } from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import { requireSubscriber, subscriberOf } from '../../http/auth.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'tokens'>;

/** A widget reports a handful of events per click; this is far above that and keeps a loop out of the log. */
const USAGE_LOGS_PER_MINUTE = 120;

export function usageRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/usage/log',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Log a usage event',
          security: 'widget',
          response: acknowledgedResponseSchema,
          example: {
            body: {
              name: '[Widget] - Notification click',
              payload: { notificationId: REFERENCE_WIDGET.messageId },
            },
          },
          body: usageLogBodySchema,
        }),
        preHandler: requireSubscriber(ctx),
        config: { rateLimit: { max: USAGE_LOGS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request): Promise<UsageLogResponse> => {
        const body = request.body;
        const subscriber = subscriberOf(request);
        request.log.info(
          {
            event: 'widget.usage',
            name: body.name,
            environmentId: subscriber.environmentId,
            subscriberId: subscriber.subscriberId,
            payload: body.payload,
          },
          'widget usage',
        );
        return { data: { acknowledged: true } };
      },
    );
  };
}
