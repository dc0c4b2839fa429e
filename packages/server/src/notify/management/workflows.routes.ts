import type { FastifyInstance } from 'fastify';
import type { CreateWorkflowBody, UpdateWorkflowBody } from '@herald/protocol';
import {
  createWorkflowBodySchema,
  removalResponseSchema,
  updateWorkflowBodySchema,
  workflowSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { defaultGroupId, findGroup } from './notification-groups.js';
import { workflowToWire } from './serialize.js';
import {
  deleteWorkflowRow,
  insertWorkflowRow,
  notificationOfWorkflow,
  updateWorkflowRow,
  workflowById,
  workflowsOf,
} from '../repo/management/workflows.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import {
  REFERENCE_FEED_IDENTIFIER,
  REFERENCE_NOTIFICATION_GROUP_ID,
  REFERENCE_WORKFLOW_ID,
} from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'tokens'>;

const idParams = z.object({ id: z.string().min(1).max(64) });

export async function findWorkflow(db: ScopedDb, environmentId: string, id: string) {
  const row = await workflowById(db, environmentId, id);
  if (!row) throw new HttpError(404, 'Workflow not found');
  return row;
}

/** A workflow the server keeps for itself: its mail carries one-time password links (migration 0020). */
async function findChangeable(db: ScopedDb, environmentId: string, id: string) {
  const row = await findWorkflow(db, environmentId, id);
  if (row.locked === 1) {
    throw new HttpError(
      403,
      'The server keeps this workflow as it is: its mail carries one-time password links',
    );
  }
  return row;
}

type WorkflowContext = Pick<NotifyContext, 'now' | 'newId'>;

/** Stores a new workflow; its notification group is the environment's "General" one unless named. */
export async function createWorkflow(
  ctx: WorkflowContext,
  db: ScopedDb,
  environmentId: string,
  body: CreateWorkflowBody,
) {
  const groupId = body.notificationGroupId
    ? (await findGroup(db, environmentId, body.notificationGroupId)).id
    : await defaultGroupId(ctx, db, environmentId);
  const now = ctx.now().toISOString();
  const row = {
    id: ctx.newId(),
    environment_id: environmentId,
    name: body.name,
    trigger_identifier: body.triggerIdentifier,
    description: body.description,
    active: body.active ? 1 : 0,
    critical: body.critical ? 1 : 0,
    tags: JSON.stringify(body.tags),
    steps: JSON.stringify(body.steps),
    preference_settings: JSON.stringify(body.preferenceSettings),
    notification_group_id: groupId,
    // Every subscriber of the environment may receive it: audiences are the product's own workflows'.
    audience_roles: null,
    locked: 0,
    created_at: now,
    updated_at: now,
  };
  try {
    await insertWorkflowRow(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, `A workflow with the trigger identifier "${body.triggerIdentifier}" exists`);
    }
    throw error;
  }
  return row;
}

/** Changes what `body` names of a workflow the server does not keep for itself. */
export async function updateWorkflow(
  ctx: WorkflowContext,
  db: ScopedDb,
  environmentId: string,
  id: string,
  body: UpdateWorkflowBody,
) {
  await findChangeable(db, environmentId, id);
  if (body.notificationGroupId) await findGroup(db, environmentId, body.notificationGroupId);
  const changes = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.triggerIdentifier !== undefined && { trigger_identifier: body.triggerIdentifier }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
    ...(body.critical !== undefined && { critical: body.critical ? 1 : 0 }),
    ...(body.tags !== undefined && { tags: JSON.stringify(body.tags) }),
    ...(body.steps !== undefined && { steps: JSON.stringify(body.steps) }),
    ...(body.preferenceSettings !== undefined && {
      preference_settings: JSON.stringify(body.preferenceSettings),
    }),
    ...(body.notificationGroupId !== undefined && { notification_group_id: body.notificationGroupId }),
    updated_at: ctx.now().toISOString(),
  };
  try {
    await updateWorkflowRow(db, id, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Another workflow has that trigger identifier');
    throw error;
  }
  return findWorkflow(db, environmentId, id);
}

/** Deletes a workflow, or deactivates it once notifications name it (they keep their history). */
export async function deleteWorkflow(ctx: WorkflowContext, db: ScopedDb, environmentId: string, id: string) {
  await findChangeable(db, environmentId, id);
  const used = await notificationOfWorkflow(db, id);
  if (used) {
    // Its notifications and messages keep their history: deactivate rather than delete.
    await updateWorkflowRow(db, id, { active: 0, updated_at: ctx.now().toISOString() });
    return 'deactivated' as const;
  }
  await deleteWorkflowRow(db, id);
  return 'deleted' as const;
}

export function workflowRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    app.post(
      '/',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'Create a workflow',
          security: 'apiKey',
          body: createWorkflowBodySchema,
          response: z.object({ data: workflowSchema }),
          status: 201,
          example: {
            body: {
              name: 'Order delivered',
              triggerIdentifier: 'order-delivered',
              description: 'Tells the customer their parcel has arrived',
              tags: ['orders'],
              notificationGroupId: REFERENCE_NOTIFICATION_GROUP_ID,
              steps: [
                {
                  type: 'in_app',
                  content: 'Your order #{{orderNumber}} has been delivered. Enjoy!',
                  redirectUrl: '/orders/{{orderNumber}}',
                  feedIdentifier: REFERENCE_FEED_IDENTIFIER,
                },
                {
                  type: 'email',
                  subject: 'Your order #{{orderNumber}} has arrived',
                  body: '<p>Hi {{subscriber.firstName}}, your order #{{orderNumber}} was delivered today.</p>',
                },
              ],
            },
          },
        }),
      },
      async (request, reply) => {
        reply.code(201);
        return {
          data: workflowToWire(
            await createWorkflow(ctx, request.db, environmentOf(request).id, request.body),
          ),
        };
      },
    );

    app.get(
      '/',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'List workflows',
          security: 'apiKey',
          response: z.object({ data: z.array(workflowSchema) }),
          example: {},
        }),
      },
      async (request) => {
        return { data: (await workflowsOf(request.db, environmentOf(request).id)).map(workflowToWire) };
      },
    );

    app.get(
      '/:id',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'One workflow',
          security: 'apiKey',
          params: idParams,
          example: { params: { id: REFERENCE_WORKFLOW_ID } },
          response: z.object({ data: workflowSchema }),
        }),
      },
      async (request) => {
        const { id } = request.params;
        return { data: workflowToWire(await findWorkflow(request.db, environmentOf(request).id, id)) };
      },
    );

    app.put(
      '/:id',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'Update a workflow',
          security: 'apiKey',
          params: idParams,
          body: updateWorkflowBodySchema,
          example: {
            params: { id: REFERENCE_WORKFLOW_ID },
            body: {
              description: 'Tells the customer their order is on its way, with the tracking link',
              tags: ['orders', 'shipping'],
            },
          },
          response: z.object({ data: workflowSchema }),
        }),
      },
      async (request) => {
        return {
          data: workflowToWire(
            await updateWorkflow(ctx, request.db, environmentOf(request).id, request.params.id, request.body),
          ),
        };
      },
    );

    app.delete(
      '/:id',
      {
        schema: contract({
          tag: 'Workflows',
          summary: 'Delete (or deactivate, once used) a workflow',
          security: 'apiKey',
          response: removalResponseSchema,
          params: idParams,
          example: { params: { id: REFERENCE_WORKFLOW_ID } },
        }),
      },
      async (request) => {
        const status = await deleteWorkflow(ctx, request.db, environmentOf(request).id, request.params.id);
        return { data: { acknowledged: true, status } };
      },
    );
  };
}
