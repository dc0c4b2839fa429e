// Email layouts through the management API. One layout per environment is the default (the first one created
// always is); making another the default unsets the previous one, and the default cannot be deleted.
import type { FastifyInstance } from 'fastify';
import type { Layout, WorkflowStep } from '@herald/protocol';
import {
  createLayoutBodySchema,
  layoutIdParamsSchema,
  layoutListResponseSchema,
  layoutResponseSchema,
  removalResponseSchema,
  updateLayoutBodySchema,
} from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { LayoutRow } from '../../db/tables/notify.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { renderLimited } from '../engine/render-limits.js';
import { TemplateError, TemplateLimitError } from '../engine/templates.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { HttpError } from '../../http/errors.js';
import {
  anyLayoutOf,
  deleteLayoutRow,
  insertLayoutRow,
  layoutById,
  layoutsOf,
  switchDefaultLayout,
  updateLayoutRow,
} from '../repo/management/layouts.js';
import { workflowStepsOf } from '../repo/management/workflows.js';
import { REFERENCE_LAYOUT_ID } from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'tokens'>;

const layoutToWire = (row: LayoutRow): Layout => ({
  _id: row.id,
  identifier: row.identifier,
  name: row.name,
  description: row.description,
  content: row.content,
  isDefault: row.is_default === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * A layout whose Handlebars does not compile is refused when saved, not when an email is sent; one that renders
 * past a limit even with an empty body is refused as content the server will not render (422).
 */
async function assertRenders(content: string) {
  try {
    await renderLimited('email', { content }, { body: '' });
  } catch (error) {
    if (error instanceof TemplateLimitError) throw new HttpError(422, `content: ${error.message}`);
    if (error instanceof TemplateError) throw new HttpError(400, `content: ${error.message}`);
    throw error;
  }
}

const tag = 'Layouts';
const security = 'apiKey';
const params = layoutIdParamsSchema;

export function layoutRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    async function find(db: ScopedDb, environmentId: string, id: string) {
      const row = await layoutById(db, environmentId, id);
      if (!row) throw new HttpError(404, 'Layout not found');
      return row;
    }

    async function makeDefault(db: ScopedDb, environmentId: string, id: string, attempt = 1): Promise<void> {
      const now = ctx.now().toISOString();
      try {
        await switchDefaultLayout(db, environmentId, id, now);
      } catch (error) {
        // Another switch committed first: the unique index refused a second default, so switch again.
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
        await makeDefault(db, environmentId, id, attempt + 1);
      }
    }

    /** The names of the workflows whose email steps name the layout. */
    async function workflowsUsing(db: ScopedDb, environmentId: string, id: string): Promise<string[]> {
      const workflows = await workflowStepsOf(db, environmentId);
      return workflows
        .filter((workflow) =>
          (JSON.parse(workflow.steps) as WorkflowStep[]).some(
            (step) => step.type === 'email' && step.layoutId === id,
          ),
        )
        .map((workflow) => workflow.name);
    }

    const conflict = (identifier: string) =>
      new HttpError(409, `A layout with the identifier "${identifier}" exists`);

    app.get(
      '/',
      {
        schema: contract({
          tag,
          summary: 'List layouts',
          security,
          response: layoutListResponseSchema,
          example: {},
        }),
      },
      async (request) => {
        const rows = await layoutsOf(request.db, environmentOf(request).id);
        return { data: rows.map(layoutToWire) };
      },
    );

    app.post(
      '/',
      {
        schema: contract({
          tag,
          summary: 'Create a layout holding {{{body}}}; the first one becomes the default',
          security,
          body: createLayoutBodySchema,
          response: layoutResponseSchema,
          status: 201,
          example: {
            body: {
              identifier: 'transactional',
              name: 'Transactional',
              description: 'Receipts and order updates',
              content:
                '<html><body style="font-family: sans-serif"><img src="https://cdn.example.com/acme/logo.png" alt="Acme">{{{body}}}<p>Acme Ltd, 1 High Street, London</p></body></html>',
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        await assertRenders(body.content);
        const environmentId = environmentOf(request).id;
        const now = ctx.now().toISOString();
        const first = !(await anyLayoutOf(request.db, environmentId));
        const id = ctx.newId();
        try {
          await insertLayoutRow(request.db, {
            id,
            environment_id: environmentId,
            identifier: body.identifier,
            name: body.name,
            description: body.description,
            content: body.content,
            is_default: 0,
            created_at: now,
            updated_at: now,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(body.identifier);
          throw error;
        }
        if (first || body.isDefault) await makeDefault(request.db, environmentId, id);
        reply.code(201);
        return { data: layoutToWire(await find(request.db, environmentId, id)) };
      },
    );

    app.get(
      '/:layoutId',
      {
        schema: contract({
          tag,
          summary: 'One layout',
          security,
          params,
          response: layoutResponseSchema,
          example: { params: { layoutId: REFERENCE_LAYOUT_ID } },
        }),
      },
      async (request) => {
        const { layoutId } = request.params;
        return { data: layoutToWire(await find(request.db, environmentOf(request).id, layoutId)) };
      },
    );

    // PUT as Herald's clients send it; PATCH as the platform's server SDK does.
    app.route({
      method: ['PUT', 'PATCH'],
      url: '/:layoutId',
      schema: contract({
        tag,
        summary: 'Update a layout (PUT or PATCH)',
        security,
        params,
        body: updateLayoutBodySchema,
        response: layoutResponseSchema,
        example: {
          params: { layoutId: REFERENCE_LAYOUT_ID },
          body: { name: 'Black Friday 2026', description: 'The sale weekend, 27 to 30 November' },
        },
      }),
      handler: async (request) => {
        const { layoutId } = request.params;
        const body = request.body;
        if (body.content !== undefined) await assertRenders(body.content);
        const layout = await find(request.db, environmentOf(request).id, layoutId);
        try {
          await updateLayoutRow(request.db, layout.id, {
            ...(body.identifier !== undefined && { identifier: body.identifier }),
            ...(body.name !== undefined && { name: body.name }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.content !== undefined && { content: body.content }),
            updated_at: ctx.now().toISOString(),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(body.identifier ?? layout.identifier);
          throw error;
        }
        return { data: layoutToWire(await find(request.db, environmentOf(request).id, layoutId)) };
      },
    });

    app.post(
      '/:layoutId/default',
      {
        schema: contract({
          tag,
          summary: 'Make a layout the default, unsetting the previous default',
          security,
          params,
          example: { params: { layoutId: REFERENCE_LAYOUT_ID } },
          response: layoutResponseSchema,
        }),
      },
      async (request) => {
        const { layoutId } = request.params;
        const layout = await find(request.db, environmentOf(request).id, layoutId);
        await makeDefault(request.db, environmentOf(request).id, layout.id);
        return { data: layoutToWire(await find(request.db, environmentOf(request).id, layoutId)) };
      },
    );

    app.delete(
      '/:layoutId',
      {
        schema: contract({
          tag,
          summary: 'Delete a layout that is neither the default nor used by a workflow (409 otherwise)',
          security,
          params,
          response: removalResponseSchema,
          example: { params: { layoutId: REFERENCE_LAYOUT_ID } },
        }),
      },
      async (request) => {
        const { layoutId } = request.params;
        const layout = await find(request.db, environmentOf(request).id, layoutId);
        if (layout.is_default === 1) {
          throw new HttpError(
            409,
            'The default layout cannot be deleted: make another layout the default first',
          );
        }
        const users = await workflowsUsing(request.db, environmentOf(request).id, layout.id);
        if (users.length > 0) {
          throw new HttpError(409, `The layout is used by the workflows ${users.join(', ')}`);
        }
        await deleteLayoutRow(request.db, layout.id);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  };
}
