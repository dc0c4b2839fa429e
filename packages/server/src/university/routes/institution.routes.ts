import type { FastifyInstance } from 'fastify';
import type { InstitutionResponse } from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { institutionResponseSchema } from '@herald/protocol/schemas';
import { firstOrganization } from '../repo/institution.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'config' | 'db'>;

/** Public: the sign-in pages show the institution's name before anyone signs in; forms read the upload limit. */
export function institutionRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/',
      {
        schema: contract({
          tag: 'App',
          summary: 'The institution',
          security: 'none',
          response: institutionResponseSchema,
          example: {},
        }),
      },
      async (): Promise<InstitutionResponse> => {
        const organization = await firstOrganization(ctx);
        return {
          data: {
            name: organization?.name ?? ctx.config.institutionName,
            maxUploadBytes: ctx.config.maxUploadBytes,
          },
        };
      },
    );
  };
}
