// Triggers (one, bulk, broadcast) and cancelling a transaction. Their rate is the plan's trigger bucket
// (platform/rate-limit.ts), per environment, so no per-address limit stands in front of it.
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
import type { AppContext } from '../../context.js';
import { requireEnvironment } from '../../http/auth.js';
import { HttpError, parse } from '../../http/errors.js';
import { cancelTransaction, trigger } from '../engine/trigger.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

const transactionParams = z.object({ transactionId: z.string().min(1).max(200) });

export function eventRoutes(ctx: AppContext) {
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
        }),
      },
      async (request, reply) => {
        const body = request.body;
        reply.code(201);
        return { data: await trigger(ctx, request.environment!, body) };
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
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const results: TriggerResult[] = [];
        for (const event of body.events) {
          try {
            results.push(await trigger(ctx, request.environment!, event));
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
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const subscribers = await request.db
          .selectFrom('subscribers')
          .select('subscriber_id')
          .where('environment_id', '=', request.environment!.id)
          .where('subscriber_id', 'not like', 'deleted:%')
          .execute();
        if (subscribers.length === 0) {
          reply.code(201);
          return {
            data: { acknowledged: true, status: 'processed', transactionId: body.transactionId ?? '' },
          };
        }
        reply.code(201);
        return {
          data: await trigger(ctx, request.environment!, {
            ...body,
            to: subscribers.map((subscriber) => subscriber.subscriber_id),
          }),
        };
      },
    );

    app.delete(
      '/events/trigger/:transactionId',
      { schema: contract({ tag: 'Events', summary: 'Cancel what is still pending', security: 'apiKey' }) },
      async (request) => {
        const { transactionId } = parse(transactionParams, request.params);
        const canceled = await cancelTransaction(ctx, request.environment!.id, transactionId);
        return { data: canceled > 0 };
      },
    );
  };
}
