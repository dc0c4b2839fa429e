// Feeds (the widget's tabs) through the management API: create, list, read, rename and delete. A feed an in-app
// step sends to (`feedIdentifier`) keeps its identifier and cannot be deleted (409) until no step names it.
import type { FastifyInstance } from 'fastify';
import {
  createFeedBodySchema,
  feedDetailResponseSchema,
  feedListResponseSchema,
  removalResponseSchema,
  resourceIdParamsSchema,
  updateFeedBodySchema,
} from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { Feed } from '../../db/tables/notify.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { parseSteps } from '../engine/trigger.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { deleteFeedRow, feedById, feedsOf, insertFeedRow, updateFeedRow } from '../repo/management/feeds.js';
import { workflowStepsOf } from '../repo/management/workflows.js';
import { REFERENCE_FEED_ID, REFERENCE_UNUSED_FEED_ID } from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'tokens'>;

const feedToWire = (row: Pick<Feed, 'id' | 'name' | 'identifier'>) => ({
  _id: row.id,
  name: row.name,
  identifier: row.identifier,
});

const taken = (identifier: string) => new HttpError(409, `A feed with the identifier "${identifier}" exists`);

/** A feed identifier from its name when none is given: "Course news" becomes "course-news". */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function feedRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    async function find(db: ScopedDb, environmentId: string, id: string) {
      const row = await feedById(db, environmentId, id);
      if (!row) throw new HttpError(404, 'Feed not found');
      return row;
    }

    /** The name of a workflow with a step that sends to the feed, if any. */
    async function usedBy(
      db: ScopedDb,
      environmentId: string,
      identifier: string,
    ): Promise<string | undefined> {
      const workflows = await workflowStepsOf(db, environmentId);
      return workflows.find((workflow) =>
        parseSteps(workflow).some((step) => 'feedIdentifier' in step && step.feedIdentifier === identifier),
      )?.name;
    }

    app.post(
      '/',
      {
        schema: contract({
          tag: 'Feeds',
          summary: 'Create a feed',
          security: 'apiKey',
          body: createFeedBodySchema,
          response: feedDetailResponseSchema,
          status: 201,
          example: { body: { name: 'Account', identifier: 'account' } },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const identifier = body.identifier ?? slug(body.name);
        if (!identifier) throw new HttpError(400, 'identifier: give the feed an identifier');
        const row = {
          id: ctx.newId(),
          environment_id: environmentOf(request).id,
          name: body.name,
          identifier,
          created_at: ctx.now().toISOString(),
        };
        try {
          await insertFeedRow(request.db, row);
        } catch (error) {
          if (isUniqueViolation(error)) throw taken(identifier);
          throw error;
        }
        reply.code(201);
        return { data: feedToWire(row) };
      },
    );

    app.get(
      '/',
      {
        schema: contract({
          tag: 'Feeds',
          summary: 'List feeds',
          security: 'apiKey',
          response: feedListResponseSchema,
          example: {},
        }),
      },
      async (request) => {
        const rows = await feedsOf(request.db, environmentOf(request).id);
        return { data: rows.map(feedToWire) };
      },
    );

    app.get(
      '/:id',
      {
        schema: contract({
          tag: 'Feeds',
          summary: 'One feed',
          security: 'apiKey',
          params: resourceIdParamsSchema,
          example: { params: { id: REFERENCE_FEED_ID } },
          response: feedDetailResponseSchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        return { data: feedToWire(await find(request.db, environmentOf(request).id, id)) };
      },
    );

    app.patch(
      '/:id',
      {
        schema: contract({
          tag: 'Feeds',
          summary: 'Rename a feed (its identifier stays while a step sends to it)',
          security: 'apiKey',
          params: resourceIdParamsSchema,
          body: updateFeedBodySchema,
          example: { params: { id: REFERENCE_FEED_ID }, body: { name: 'My orders' } },
          response: feedDetailResponseSchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body;
        const environmentId = environmentOf(request).id;
        const row = await find(request.db, environmentId, id);
        if (body.identifier !== undefined && body.identifier !== row.identifier) {
          const workflow = await usedBy(request.db, environmentId, row.identifier);
          if (workflow) {
            throw new HttpError(
              409,
              `The feed is used by a step of the workflow "${workflow}": keep its identifier`,
            );
          }
        }
        try {
          await updateFeedRow(request.db, id, {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.identifier !== undefined && { identifier: body.identifier }),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw taken(body.identifier ?? row.identifier);
          throw error;
        }
        return { data: feedToWire(await find(request.db, environmentId, id)) };
      },
    );

    app.delete(
      '/:id',
      {
        schema: contract({
          tag: 'Feeds',
          summary: 'Delete a feed no step sends to (409 otherwise)',
          security: 'apiKey',
          params: resourceIdParamsSchema,
          example: { params: { id: REFERENCE_UNUSED_FEED_ID } },
          response: removalResponseSchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        const environmentId = environmentOf(request).id;
        const row = await find(request.db, environmentId, id);
        const workflow = await usedBy(request.db, environmentId, row.identifier);
        if (workflow) throw new HttpError(409, `The feed is used by a step of the workflow "${workflow}"`);
        // Its messages stay, outside any feed.
        await deleteFeedRow(request.db, id);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  };
}
