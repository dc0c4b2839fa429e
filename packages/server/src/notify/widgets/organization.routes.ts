// GET /widgets/organization: the name and branding the widget applies (docs/product.md §3, §7).
import type { FastifyInstance } from 'fastify';
import type { OrganizationBranding, OrganizationResponse } from '@herald/protocol';
import { organizationBrandingSchema, organizationResponseSchema } from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import { requireSubscriber, subscriberOf } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { organizationBranding } from '../repo/organizations.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'tokens'>;

/**
 * The stored branding as the widget may apply it: values land in CSS variables, so a field that fails the
 * shared schema is left out rather than passed on (and one bad field does not drop the others).
 */
export function readBranding(text: string): OrganizationBranding {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = {};
  }
  const fields = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const valid: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(organizationBrandingSchema.shape)) {
    if (fields[key] === undefined) continue;
    const result = field.safeParse(fields[key]);
    if (result.success) valid[key] = result.data;
  }
  return organizationBrandingSchema.parse(valid);
}

export function organizationRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/organization',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Branding',
          security: 'widget',
          response: organizationResponseSchema,
        }),
        preHandler: requireSubscriber(ctx),
      },
      async (request): Promise<OrganizationResponse> => {
        const organization = await organizationBranding(request.db, subscriberOf(request).organizationId);
        if (!organization) throw new HttpError(404, 'Organization was not found');
        return {
          data: {
            _id: organization.id,
            name: organization.name,
            branding: readBranding(organization.branding),
          },
        };
      },
    );
  };
}
