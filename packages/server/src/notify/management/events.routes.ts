// Triggers (one, bulk, broadcast) and cancelling a transaction. Their rate is the plan's trigger bucket
// (platform/rate-limit.ts), per environment, so no per-address limit stands in front of it. A locked workflow
// (one-time password links) is refused to every one of them (403): only the server triggers it.
import type { FastifyInstance } from 'fastify';
import type { TriggerResult } from '@herald/protocol';
import {
  broadcastBodySchema,
  bulkTriggerBodySchema,
  bulkTriggerResponseSchema,
  triggerBodySchema,
  triggerResponseSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { cancelTransaction, refuseLockedWorkflows, trigger } from '../engine/trigger.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import {
  REFERENCE_OTHER_SUBSCRIBER_ID,
  REFERENCE_ANNOUNCEMENT_TRIGGER,
  REFERENCE_PENDING_TRANSACTION_ID,
  REFERENCE_SUBSCRIBER_ID,
  REFERENCE_TENANT_IDENTIFIER,
  REFERENCE_WORKFLOW_TRIGGER,
} from './reference.js';
import { DELETED_SUBSCRIBER_PREFIX } from '../notifications/subscribers.js';
import { subscriberIdsBut } from '../repo/management/subscribers.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<
  NotifyContext,
  'config' | 'db' | 'jobs' | 'keptSubscribers' | 'newId' | 'now' | 'tokens'
>;

const transactionParams = z.object({ transactionId: z.string().min(1).max(200) });

export function eventRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    app.post(
      '/events/trigger',
      {
        schema: contract({
          tag: 'Events',
          summary: 'Trigger a workflow',
          security: 'apiKey',
          body: triggerBodySchema,
          response: triggerResponseSchema,
          status: 201,
          example: {
            body: {
              name: REFERENCE_WORKFLOW_TRIGGER,
              to: {
                subscriberId: REFERENCE_SUBSCRIBER_ID,
                firstName: 'Jane',
                lastName: 'Doe',
                email: 'jane.doe@example.com',
              },
              payload: {
                orderNumber: '1043',
                carrier: 'DHL',
                trackingUrl: 'https://www.dhl.com/track?id=JD014600006281',
              },
              transactionId: 'order-1043-shipped',
              tenant: REFERENCE_TENANT_IDENTIFIER,
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        reply.code(201);
        return { data: await trigger(ctx, environmentOf(request), body) };
      },
    );

    app.post(
      '/events/trigger/bulk',
      {
        schema: contract({
          tag: 'Events',
          summary: 'Trigger several',
          security: 'apiKey',
          body: bulkTriggerBodySchema,
          response: bulkTriggerResponseSchema,
          status: 201,
          example: {
            body: {
              events: [
                {
                  name: REFERENCE_WORKFLOW_TRIGGER,
                  to: REFERENCE_SUBSCRIBER_ID,
                  payload: { orderNumber: '1044', carrier: 'UPS' },
                  transactionId: 'order-1044-shipped',
                },
                {
                  name: REFERENCE_WORKFLOW_TRIGGER,
                  to: REFERENCE_OTHER_SUBSCRIBER_ID,
                  payload: { orderNumber: '2078', carrier: 'DPD' },
                  transactionId: 'order-2078-shipped',
                },
              ],
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        // All or nothing for a locked workflow: no event of the batch is sent.
        await refuseLockedWorkflows(
          ctx,
          environmentOf(request),
          body.events.map((event) => event.name),
        );
        const results: TriggerResult[] = [];
        for (const event of body.events) {
          try {
            results.push(await trigger(ctx, environmentOf(request), event));
          } catch (error) {
            const message = error instanceof HttpError ? error.message : 'Internal error';
            results.push({
              acknowledged: true,
              status: 'error',
              transactionId: event.transactionId ?? '',
              error: [message],
            });
          }
        }
        reply.code(201);
        return { data: results };
      },
    );

    app.post(
      '/events/trigger/broadcast',
      {
        schema: contract({
          tag: 'Events',
          summary: 'Trigger for every subscriber',
          security: 'apiKey',
          body: broadcastBodySchema,
          response: triggerResponseSchema,
          status: 201,
          example: {
            body: {
              name: REFERENCE_ANNOUNCEMENT_TRIGGER,
              payload: {
                title: 'Holiday shipping',
                message: 'Order by 18 December for delivery before Christmas.',
              },
              transactionId: 'holiday-shipping-2026',
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        await refuseLockedWorkflows(ctx, environmentOf(request), [body.name]);
        const subscribers = await subscriberIdsBut(
          request.db,
          environmentOf(request).id,
          DELETED_SUBSCRIBER_PREFIX,
        );
        if (subscribers.length === 0) {
          reply.code(201);
          return {
            data: { acknowledged: true, status: 'processed', transactionId: body.transactionId ?? '' },
          };
        }
        reply.code(201);
        return {
          data: await trigger(ctx, environmentOf(request), {
            ...body,
            to: subscribers.map((subscriber) => subscriber.subscriber_id),
          }),
        };
      },
    );

    app.delete(
      '/events/trigger/:transactionId',
      {
        schema: contract({
          tag: 'Events',
          summary: 'Cancel what is still pending',
          security: 'apiKey',
          response: z.object({ data: z.boolean() }),
          params: transactionParams,
          example: { params: { transactionId: REFERENCE_PENDING_TRANSACTION_ID } },
        }),
      },
      async (request) => {
        const { transactionId } = request.params;
        const canceled = await cancelTransaction(ctx, environmentOf(request).id, transactionId);
        return { data: canceled > 0 };
      },
    );
  };
}
