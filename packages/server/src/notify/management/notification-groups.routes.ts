// Notification groups through the management API: every workflow belongs to one; a group some workflow still
// belongs to cannot be deleted (409), and neither can the "General" group workflows fall back to.
import type { FastifyInstance } from 'fastify';
import {
  notificationGroupBodySchema,
  notificationGroupListResponseSchema,
  notificationGroupResponseSchema,
  removalResponseSchema,
  resourceIdParamsSchema,
} from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraints.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import {
  DEFAULT_GROUP_NAME,
  defaultGroupId,
  findGroup,
  groupToWire,
  insertGroup,
} from './notification-groups.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { deleteGroupRow, groupsOf, renameGroup } from '../repo/management/notification-groups.js';
import { workflowOfGroup } from '../repo/management/workflows.js';
import { REFERENCE_NOTIFICATION_GROUP_ID, REFERENCE_UNUSED_NOTIFICATION_GROUP_ID } from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'tokens'>;

const taken = (name: string) => new HttpError(409, `A notification group named "${name}" exists`);

export function notificationGroupRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    app.post(
      '/',
      {
        schema: contract({
          tag: 'Notification groups',
          summary: 'Create a notification group',
          security: 'apiKey',
          body: notificationGroupBodySchema,
          response: notificationGroupResponseSchema,
          status: 201,
          example: { body: { name: 'Account security' } },
        }),
      },
      async (request, reply) => {
        const { name } = request.body;
        const row = await insertGroup(ctx, request.db, environmentOf(request).id, name);
        if (!row) throw taken(name);
        reply.code(201);
        return { data: groupToWire(row) };
      },
    );

    app.get(
      '/',
      {
        schema: contract({
          tag: 'Notification groups',
          summary: 'List notification groups ("General" included)',
          security: 'apiKey',
          response: notificationGroupListResponseSchema,
          example: {},
        }),
      },
      async (request) => {
        const environmentId = environmentOf(request).id;
        await defaultGroupId(ctx, request.db, environmentId);
        const rows = await groupsOf(request.db, environmentId);
        return { data: rows.map(groupToWire) };
      },
    );

    app.get(
      '/:id',
      {
        schema: contract({
          tag: 'Notification groups',
          summary: 'One notification group',
          security: 'apiKey',
          params: resourceIdParamsSchema,
          example: { params: { id: REFERENCE_NOTIFICATION_GROUP_ID } },
          response: notificationGroupResponseSchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        return { data: groupToWire(await findGroup(request.db, environmentOf(request).id, id)) };
      },
    );

    app.patch(
      '/:id',
      {
        schema: contract({
          tag: 'Notification groups',
          summary: 'Rename a notification group',
          security: 'apiKey',
          params: resourceIdParamsSchema,
          example: {
            params: { id: REFERENCE_NOTIFICATION_GROUP_ID },
            body: { name: 'Orders and deliveries' },
          },
          body: notificationGroupBodySchema,
          response: notificationGroupResponseSchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        const { name } = request.body;
        const environmentId = environmentOf(request).id;
        const row = await findGroup(request.db, environmentId, id);
        if (row.name === DEFAULT_GROUP_NAME && name !== DEFAULT_GROUP_NAME) {
          throw new HttpError(
            409,
            `The "${DEFAULT_GROUP_NAME}" group keeps its name: workflows fall back to it`,
          );
        }
        try {
          await renameGroup(request.db, id, name, ctx.now().toISOString());
        } catch (error) {
          if (isUniqueViolation(error)) throw taken(name);
          throw error;
        }
        return { data: groupToWire(await findGroup(request.db, environmentId, id)) };
      },
    );

    app.delete(
      '/:id',
      {
        schema: contract({
          tag: 'Notification groups',
          summary: 'Delete a notification group no workflow belongs to (409 otherwise)',
          security: 'apiKey',
          params: resourceIdParamsSchema,
          example: { params: { id: REFERENCE_UNUSED_NOTIFICATION_GROUP_ID } },
          response: removalResponseSchema,
        }),
      },
      async (request) => {
        const { id } = request.params;
        const row = await findGroup(request.db, environmentOf(request).id, id);
        if (row.name === DEFAULT_GROUP_NAME) {
          throw new HttpError(
            409,
            `The "${DEFAULT_GROUP_NAME}" group cannot be deleted: workflows fall back to it`,
          );
        }
        const used = await workflowOfGroup(request.db, id);
        if (used) {
          throw new HttpError(
            409,
            `The notification group is used by the workflow "${used.name}": move it first`,
          );
        }
        try {
          await deleteGroupRow(request.db, id);
        } catch (error) {
          // A workflow joined the group meanwhile.
          if (isForeignKeyViolation(error))
            throw new HttpError(409, 'The notification group is used by a workflow');
          throw error;
        }
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  };
}
