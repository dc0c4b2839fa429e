// Tenants through the management API: create, list (paged), read, update and delete, each in the environment
// of the caller's API key (or the member's Herald-Environment); another environment's tenant is not found.
import type { FastifyInstance } from 'fastify';
import {
  createTenantBodySchema,
  listQuerySchema,
  removalResponseSchema,
  tenantListResponseSchema,
  tenantParamsSchema,
  tenantResponseSchema,
  updateTenantBodySchema,
} from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { environmentOf, requireEnvironment } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { pageToWire } from './paging.js';
import { deleteTenantRow, findTenant, tenantPage, updateTenantRow } from '../repo/management/tenants.js';
import { insertTenant, tenantToWire } from './tenants.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { REFERENCE_TENANT_IDENTIFIER } from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'newId' | 'now' | 'tokens'>;

const taken = (identifier: string) =>
  new HttpError(409, `A tenant with the identifier "${identifier}" exists`);

export function tenantRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    async function find(db: ScopedDb, environmentId: string, identifier: string) {
      const row = await findTenant(db, environmentId, identifier);
      if (!row) throw new HttpError(404, `Tenant "${identifier}" not found`);
      return row;
    }

    app.post(
      '/',
      {
        schema: contract({
          tag: 'Tenants',
          summary: 'Create a tenant (409 when the identifier is taken)',
          security: 'apiKey',
          body: createTenantBodySchema,
          response: tenantResponseSchema,
          status: 201,
          example: {
            body: {
              identifier: 'globex',
              name: 'Globex Outlet',
              data: { supportEmail: 'help@globex.example.com', region: 'eu' },
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const row = await insertTenant(ctx, request.db, environmentOf(request).id, body);
        if (!row) throw taken(body.identifier);
        reply.code(201);
        return { data: tenantToWire(row) };
      },
    );

    app.get(
      '/',
      {
        schema: contract({
          tag: 'Tenants',
          summary: 'List tenants, a page at a time',
          security: 'apiKey',
          querystring: listQuerySchema,
          response: tenantListResponseSchema,
          example: { query: { page: 0, limit: 20 } },
        }),
      },
      async (request) => {
        return pageToWire(
          await tenantPage(request.db, environmentOf(request).id, request.query),
          tenantToWire,
        );
      },
    );

    app.get(
      '/:identifier',
      {
        schema: contract({
          tag: 'Tenants',
          summary: 'One tenant',
          security: 'apiKey',
          params: tenantParamsSchema,
          example: { params: { identifier: REFERENCE_TENANT_IDENTIFIER } },
          response: tenantResponseSchema,
        }),
      },
      async (request) => {
        const { identifier } = request.params;
        return { data: tenantToWire(await find(request.db, environmentOf(request).id, identifier)) };
      },
    );

    app.patch(
      '/:identifier',
      {
        schema: contract({
          tag: 'Tenants',
          summary: 'Change a tenant’s identifier, name or data',
          security: 'apiKey',
          params: tenantParamsSchema,
          body: updateTenantBodySchema,
          example: {
            params: { identifier: REFERENCE_TENANT_IDENTIFIER },
            body: { name: 'Acme Store', data: { supportEmail: 'support@acme.example.com', region: 'uk' } },
          },
          response: tenantResponseSchema,
        }),
      },
      async (request) => {
        const { identifier } = request.params;
        const body = request.body;
        const environmentId = environmentOf(request).id;
        const row = await find(request.db, environmentId, identifier);
        try {
          await updateTenantRow(request.db, row.id, {
            ...(body.identifier !== undefined && { identifier: body.identifier }),
            ...(body.name !== undefined && { name: body.name }),
            ...(body.data !== undefined && { data: JSON.stringify(body.data) }),
            updated_at: ctx.now().toISOString(),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw taken(body.identifier ?? identifier);
          throw error;
        }
        return { data: tenantToWire(await find(request.db, environmentId, body.identifier ?? identifier)) };
      },
    );

    app.delete(
      '/:identifier',
      {
        schema: contract({
          tag: 'Tenants',
          summary: 'Delete a tenant',
          security: 'apiKey',
          params: tenantParamsSchema,
          example: { params: { identifier: REFERENCE_TENANT_IDENTIFIER } },
          response: removalResponseSchema,
        }),
      },
      async (request) => {
        const { identifier } = request.params;
        const row = await find(request.db, environmentOf(request).id, identifier);
        // Notifications keep the identifier they were sent for; steps still to run find no tenant and say so.
        await deleteTenantRow(request.db, row.id);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  };
}
