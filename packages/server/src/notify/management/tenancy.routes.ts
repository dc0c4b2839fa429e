// The organisation's name and branding, and the environment's in-app settings, through the management API.
// A server calls with the environment's API key; a platform member with a member token and the
// Herald-Environment header, where only admins change branding and settings (members read them).
// The environment's own API rate limits are set by an admin only, never by the key they limit.
import type { FastifyInstance } from 'fastify';
import { RATE_LIMIT_CATEGORIES } from '@herald/protocol';
import { apiRateLimitsSchema, updatePlatformOrganizationBodySchema } from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { Environment } from '../../db/tables/platform.js';
import { environmentOf, requireEnvironment, requireMemberRole } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { environmentRateLimits, organizationPlan, updateOrganization } from '../../platform/service.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { environmentWithId, updateEnvironmentSettings } from '../repo/management/environments.js';
import { organizationBranding } from '../repo/organizations.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'config' | 'db' | 'realtime' | 'tokens'>;

export const environmentBodySchema = z
  .object({
    hmacRequired: z.boolean().optional(),
    /** Requests per second per category, within the plan's; null returns the environment to its plan. */
    apiRateLimits: apiRateLimitsSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.hmacRequired !== undefined || body.apiRateLimits !== undefined, {
    message: 'Send hmacRequired or apiRateLimits',
  });

/** The organisation as the management API shows it: its name and branding. */
const organizationResponseSchema = z.object({
  data: z.object({ _id: z.string(), name: z.string(), branding: z.record(z.string(), z.unknown()) }),
});

/** The environment of the credential: its widget identifier, the HMAC switch and its own rate limits. */
const environmentResponseSchema = z.object({
  data: z.object({
    _id: z.string(),
    name: z.string(),
    applicationIdentifier: z.string(),
    hmacRequired: z.boolean(),
    apiRateLimits: apiRateLimitsSchema.nullable(),
  }),
});

function environmentView(environment: Environment) {
  return {
    _id: environment.id,
    name: environment.name,
    applicationIdentifier: environment.application_identifier,
    hmacRequired: environment.hmac_required === 1,
    apiRateLimits: environmentRateLimits(environment) ?? null,
  };
}

export function tenancyRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    async function organization(db: ScopedDb, id: string) {
      const row = await organizationBranding(db, id);
      if (!row) throw new Error(`No organisation ${id}`);
      return { _id: row.id, name: row.name, branding: JSON.parse(row.branding) as Record<string, unknown> };
    }

    app.get(
      '/organization',
      {
        schema: contract({
          tag: 'Organization',
          summary: 'The organisation and its branding',
          security: 'apiKey',
          response: organizationResponseSchema,
          example: {},
        }),
      },
      async (request) => ({
        data: await organization(request.db, environmentOf(request).organization_id),
      }),
    );

    const adminOnly = { preHandler: requireMemberRole(['admin']) };

    app.patch(
      '/organization',
      {
        ...adminOnly,
        schema: contract({
          tag: 'Organization',
          summary:
            'Rename the organisation or change its branding; a branding field sent as null is cleared (members: admins only)',
          security: 'apiKey',
          response: organizationResponseSchema,
          body: updatePlatformOrganizationBodySchema,
          example: {
            body: {
              branding: {
                color: '#1A73E8',
                fontFamily: 'Inter, sans-serif',
                logo: 'https://cdn.example.com/acme/logo.png',
              },
            },
          },
        }),
      },
      async (request) => {
        const id = environmentOf(request).organization_id;
        await updateOrganization(request.db, id, request.body);
        return { data: await organization(request.db, id) };
      },
    );

    app.get(
      '/environments/me',
      {
        schema: contract({
          tag: 'Organization',
          summary: 'The environment of the key',
          security: 'apiKey',
          response: environmentResponseSchema,
          example: {},
        }),
      },
      async (request) => ({ data: environmentView(environmentOf(request)) }),
    );

    app.patch(
      '/environments/me',
      {
        ...adminOnly,
        schema: contract({
          tag: 'Organization',
          summary: 'Require the subscriber HMAC for widget sessions, or not (members: admins only)',
          security: 'apiKey',
          response: environmentResponseSchema,
          body: environmentBodySchema,
          example: { body: { hmacRequired: true } },
        }),
      },
      async (request) => {
        const body = request.body;
        const environment = environmentOf(request);
        if (body.apiRateLimits !== undefined) {
          if (!request.member) {
            throw new HttpError(403, "Only an organisation admin may change the environment's rate limits");
          }
          const plan = await organizationPlan(request.db);
          const maximum = ctx.config.rateLimits.maximumPerSecond[plan];
          const above = RATE_LIMIT_CATEGORIES.find(
            (category) => (body.apiRateLimits?.[category] ?? 0) > maximum[category],
          );
          if (above) {
            throw new HttpError(
              403,
              `The ${plan} plan allows at most ${maximum[above]} ${above} requests per second`,
            );
          }
        }
        await updateEnvironmentSettings(request.db, environment.id, {
          ...(body.hmacRequired !== undefined && { hmac_required: body.hmacRequired ? 1 : 0 }),
          ...(body.apiRateLimits !== undefined && {
            api_rate_limits: body.apiRateLimits && JSON.stringify(body.apiRateLimits),
          }),
        });
        // Sessions opened without a subscriber hash end once one is required (widget-key-tokens.ts).
        if (body.hmacRequired === true && environment.hmac_required !== 1) {
          ctx.realtime.disconnectEnvironment(environment.id);
        }
        const updated = await environmentWithId(request.db, environment.id);
        return { data: environmentView(updated) };
      },
    );
  };
}
