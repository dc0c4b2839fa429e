// The organisation's name and branding, and the environment's in-app settings, through the management API.
// A server calls with the environment's API key; a platform member with a member token and the
// Herald-Environment header, where only admins change branding and settings (members read them).
import type { FastifyInstance } from 'fastify';
import { organizationBrandingSchema } from '@herald/protocol';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireEnvironment, requireMemberRole } from '../http/auth.js';
import { parse } from '../http/errors.js';

export const organizationBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    branding: organizationBrandingSchema.partial().optional(),
  })
  .strict();
export const environmentBodySchema = z.object({ hmacRequired: z.boolean() }).strict();

export function tenancyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireEnvironment(ctx));

    async function organization(id: string) {
      const row = await ctx.db
        .selectFrom('organizations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { _id: row.id, name: row.name, branding: JSON.parse(row.branding) as Record<string, unknown> };
    }

    app.get('/organization', async (request) => ({
      data: await organization(request.environment!.organization_id),
    }));

    const adminOnly = { preHandler: requireMemberRole(['admin']) };

    app.patch('/organization', adminOnly, async (request) => {
      const body = parse(organizationBodySchema, request.body);
      const id = request.environment!.organization_id;
      const current = await organization(id);
      await ctx.db
        .updateTable('organizations')
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.branding !== undefined && {
            branding: JSON.stringify({ ...current.branding, ...body.branding }),
          }),
        })
        .where('id', '=', id)
        .execute();
      return { data: await organization(id) };
    });

    app.get('/environments/me', async (request) => {
      const environment = request.environment!;
      return {
        data: {
          _id: environment.id,
          name: environment.name,
          applicationIdentifier: environment.application_identifier,
          hmacRequired: environment.hmac_required === 1,
        },
      };
    });

    app.patch('/environments/me', adminOnly, async (request) => {
      const body = parse(environmentBodySchema, request.body);
      await ctx.db
        .updateTable('environments')
        .set({ hmac_required: body.hmacRequired ? 1 : 0 })
        .where('id', '=', request.environment!.id)
        .execute();
      return { data: { hmacRequired: body.hmacRequired } };
    });
  };
}
