// Triggers (one, bulk, broadcast) and cancelling a transaction. Their rate is the plan's trigger bucket
// (platform/rate-limit.ts), per environment, so no per-address limit stands in front of it.
import type { FastifyInstance } from 'fastify';
import type { TriggerResult } from '@herald/protocol';
import { broadcastBodySchema, bulkTriggerBodySchema, triggerBodySchema } from '@herald/protocol/schemas';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireEnvironment } from '../http/auth.js';
import { HttpError, parse } from '../http/errors.js';
import { cancelTransaction, trigger } from '../engine/trigger.js';

const transactionParams = z.object({ transactionId: z.string().min(1).max(200) });

export function eventRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireEnvironment(ctx));

    app.post('/events/trigger', async (request, reply) => {
      const body = parse(triggerBodySchema, request.body);
      reply.code(201);
      return { data: await trigger(ctx, request.environment!, body) };
    });

    app.post('/events/trigger/bulk', async (request, reply) => {
      const body = parse(bulkTriggerBodySchema, request.body);
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
    });

    app.post('/events/trigger/broadcast', async (request, reply) => {
      const body = parse(broadcastBodySchema, request.body);
      const subscribers = await request.db
        .selectFrom('subscribers')
        .select('subscriber_id')
        .where('environment_id', '=', request.environment!.id)
        .where('subscriber_id', 'not like', 'deleted:%')
        .execute();
      if (subscribers.length === 0) {
        reply.code(201);
        return { data: { acknowledged: true, status: 'processed', transactionId: body.transactionId ?? '' } };
      }
      reply.code(201);
      return {
        data: await trigger(ctx, request.environment!, {
          ...body,
          to: subscribers.map((subscriber) => subscriber.subscriber_id),
        }),
      };
    });

    app.delete('/events/trigger/:transactionId', async (request) => {
      const { transactionId } = parse(transactionParams, request.params);
      const canceled = await cancelTransaction(ctx, request.environment!.id, transactionId);
      return { data: canceled > 0 };
    });
  };
}
