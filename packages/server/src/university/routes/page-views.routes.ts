import type { FastifyInstance } from 'fastify';
import { pageRoute, type PageViewResponse } from '@herald/protocol';
import { pageViewBodySchema, pageViewResponseSchema } from '@herald/protocol/schemas';
import { browserName } from '../services/accounts/browser.js';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount } from '../../http/auth.js';

import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { insertPageView } from '../repo/page-views.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'guestVisits' | 'now' | 'tokens'>;

/** Page views per account and minute: a person clicks through a few pages, a script floods them. */
export const PAGE_VIEW_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The app reports each page a signed-in person opens, for the administrators' usage statistics. */
export function pageViewRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/',
      {
        schema: contract({
          tag: 'Statistics',
          summary: 'Report a page the signed-in person opened (rate-limited per account)',
          security: 'bearer',
          body: pageViewBodySchema,
          response: pageViewResponseSchema,
          status: 201,
          example: { as: 'STUDENT', body: { path: '/contributions/3' } },
        }),
        // Authentication first, so the limit counts per account rather than per campus NAT address.
        preHandler: requireAccount(ctx),
        config: {
          rateLimit: {
            ...PAGE_VIEW_RATE_LIMIT,
            hook: 'preHandler',
            keyGenerator: (request) => `page-views|${request.account?.id ?? request.ip}`,
          },
        },
      },
      async (request, reply): Promise<PageViewResponse> => {
        const { path } = request.body;
        const route = pageRoute(path);
        await insertPageView(ctx, {
          account_id: accountOf(request).id,
          path,
          route,
          browser: browserName(request.headers['user-agent']),
          viewed_at: ctx.now().toISOString(),
        });
        reply.code(201);
        return { data: { path, route } };
      },
    );
  };
}
